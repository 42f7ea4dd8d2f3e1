import { offlineBrandingEngine } from "@dugout/contracts/name-generator";
import type {
  ColorPalette,
  LogoArtwork,
  LogoDirection,
  Made,
  NameIdea,
  NameProposal,
  NameResearch,
  NamingEngine,
} from "../port";
import { type Dimension, logoDirections, personality, rankDimensions, taglines } from "./branding/brand-voice";
import { warmChecks, warmOffenseIndex, nameParts } from "./checks";
import { type EngineData, loadEngineData, yieldToLoop } from "./data";
import { warmRelated } from "./related";
import type { Candidate } from "./generators";
import { type IdeaAnalysis, analyseIdea, proposeOffline, researchOffline } from "./namer";
import { titleCase } from "./keywords";

/** Small bounded memo: the job queue researches the nine names of one idea right after proposing them. */
class Memo<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: V): void {
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }
}

interface Branding {
  analysis: IdeaAnalysis;
  ranked: Dimension[];
  noun: string;
  palettes: () => Promise<ColorPalette[]>;
}

// Colour science and the PNG renderer (native resvg, fontkit) load on first use, not at server boot.
const colorModule = () => import("./branding/colors");
const logoModule = () => import("./branding/logo");
const iconModule = () => import("./branding/icons");

const offline = <T>(value: T): Made<T> => ({ value, engine: offlineBrandingEngine });

/** The words the logo's symbol is chosen from. */
const ideaText = (idea: NameIdea) => `${idea.industry} ${idea.description}`;

const ideaKey = (idea: NameIdea) =>
  JSON.stringify([idea.description, idea.industry, idea.idealCustomer, idea.brandReferences, idea.vibe]);

/** The offline engine: no key, no network, deterministic. Data loads on first use (or warmUp). */
export function createOfflineEngine(): NamingEngine {
  const candidates = new Memo<Map<string, Candidate>>(200);
  const analyses = new Memo<IdeaAnalysis>(200);

  function analysisOf(data: EngineData, idea: NameIdea): IdeaAnalysis {
    const key = ideaKey(idea);
    const known = analyses.get(key);
    if (known) return known;
    const analysis = analyseIdea(data, idea);
    analyses.set(key, analysis);
    return analysis;
  }

  let indexed: Promise<EngineData> | undefined;

  /** Data and the derived indexes, built once, yielding between steps. */
  function ready(): Promise<EngineData> {
    indexed ??= (async () => {
      const data = await loadEngineData();
      await warmChecks(data, yieldToLoop);
      warmOffenseIndex(data);
      await yieldToLoop();
      warmRelated(data);
      await yieldToLoop();
      return data;
    })().catch((error: unknown) => {
      indexed = undefined;
      throw error;
    });
    return indexed;
  }

  const brandings = new Memo<Branding>(100);

  /** What every branding call shares for one name and idea; palettes only when asked for. */
  function branding(data: EngineData, name: string, idea: NameIdea): Branding {
    const key = `${name}\u0000${ideaKey(idea)}`;
    const known = brandings.get(key);
    if (known) return known;
    const analysis = analysisOf(data, idea);
    const ranked = rankDimensions(data, analysis.direction, analysis.vibe);
    const own = new Set(nameParts(name));
    const noun =
      analysis.keywords.find((word) => !own.has(word) && word.length <= 12) ?? analysis.keywords[0] ?? "work";
    let options: ColorPalette[] | undefined;
    const result: Branding = {
      analysis,
      ranked,
      noun,
      palettes: async () => {
        const { baseColor, palettes } = await colorModule();
        const base = baseColor(data, [...analysis.keywords, ...analysis.pools.nouns.slice(0, 6)], analysis.vibe, name);
        options ??= palettes(data, base, analysis.vibe, titleCase(analysis.keywords[0] ?? analysis.vibe.label));
        return options;
      },
    };
    brandings.set(key, result);
    return result;
  }

  return {
    mode: "offline",
    async warmUp() {
      const data = await ready();
      // Touch every lazy index once, with a throwaway idea, so the first visitor does not pay for it.
      proposeOffline(data, {
        description: "a small bakery",
        industry: "",
        idealCustomer: "",
        brandReferences: "",
        vibe: 4,
      });
      await Promise.all([colorModule(), logoModule()]);
    },
    async proposeNames(idea): Promise<NameProposal[]> {
      const data = await ready();
      const analysis = analysisOf(data, idea);
      // The analysis and the ranking are each tens of milliseconds of CPU: let the server breathe between.
      await yieldToLoop();
      const { proposals, picks } = proposeOffline(data, idea, analysis);
      candidates.set(ideaKey(idea), new Map(picks.map((pick) => [pick.name, pick])));
      return proposals;
    },
    async research(name, idea): Promise<NameResearch> {
      const data = await ready();
      return researchOffline(data, name, idea, candidates.get(ideaKey(idea))?.get(name), analysisOf(data, idea));
    },
    async taglines(name, idea) {
      const data = await ready();
      const { ranked, noun, analysis } = branding(data, name, idea);
      return offline(taglines(name, noun, ranked, analysis.customer));
    },
    async logoDirections(name, idea): Promise<Made<LogoDirection[]>> {
      const data = await ready();
      const { ranked, palettes: options } = branding(data, name, idea);
      const [{ pickIcon }, palettes] = await Promise.all([iconModule(), options()]);
      const symbol = pickIcon(ideaText(idea)).label;
      return offline(
        logoDirections(
          name,
          ranked,
          palettes.map((palette) => palette.colors),
          symbol,
        ),
      );
    },
    async logoImage(name, direction, idea): Promise<Made<LogoArtwork>> {
      const { renderLogo } = await logoModule();
      return offline(renderLogo(name, direction, ideaText(idea)));
    },
    async brandPersonality(name, idea) {
      const data = await ready();
      const { ranked, noun, analysis } = branding(data, name, idea);
      return offline(personality(name, ranked, analysis.vibe, noun, analysis.customer));
    },
    async colorPalettes(name, idea): Promise<Made<ColorPalette[]>> {
      const data = await ready();
      return offline(await branding(data, name, idea).palettes());
    },
    // Nothing to stop: the data is this module's, shared by every in-process engine.
    async close() {},
  };
}
