import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objections } from "@dugout/contracts/batting-cage-lists";
import { createOpenAiLlm } from "../../integrations/llm/openai-llm";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../integrations/llm/openai-stand-in";
import { classifyObjection, mineObjections, mineObjectionsOffline } from "./objection-mining";

const call = (...prospect: string[]) =>
  prospect.flatMap((line) => [`Sam (Rep): Tell me about payroll.`, `Dana (Prospect): ${line}`]).join("\n");

const transcripts = [
  call("Honestly, it sounds too expensive for us right now.", "Twelve people, paid bi-weekly."),
  call("We already have a provider and it mostly works.", "It's too expensive, I can't justify it."),
  call("It's too expensive for a shop our size.", "My accountant, at the end of each quarter."),
  call("I need to think about it."),
  null,
];

describe("objection mining, offline", () => {
  it("classifies objection lines into the fixed list by keyword", () => {
    expect(classifyObjection("It's too expensive for us")).toBe(objections[5]);
    expect(classifyObjection("We already use Gusto")).toBe(objections[0]);
    expect(classifyObjection("I'm locked into a contract, already have a provider")).toBe(objections[4]);
    expect(classifyObjection("It's not a good time, busy season")).toBe(objections[11]);
    expect(classifyObjection("Twelve people, paid bi-weekly.")).toBeNull();
  });

  it("counts only the prospect lines the heuristic scorer calls objections, most raised first, with two examples", () => {
    expect(mineObjectionsOffline(transcripts)).toEqual([
      {
        objection: objections[5],
        count: 3,
        examples: ["Honestly, it sounds too expensive for us right now.", "It's too expensive, I can't justify it."],
      },
      { objection: objections[0], count: 1, examples: ["We already have a provider and it mostly works."] },
      { objection: objections[11], count: 1, examples: ["I need to think about it."] },
    ]);
  });

  it("ignores the rep's lines, even when they name an objection", () => {
    expect(mineObjectionsOffline(["Sam (Rep): Most owners say it's too expensive at first."])).toEqual([]);
  });
});

describe("objection mining with a language model (against the OpenAI stand-in)", () => {
  let standIn: OpenAiStandIn;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });
  const llm = () => ({
    llm: createOpenAiLlm({ apiKey: standIn.apiKey, baseURL: standIn.baseURL, model: "gpt-4.1-mini", timeoutMs: 2000 }),
    timeoutMs: 2000,
  });

  it("lets the model classify each distinct prospect line, counted as often as it was said", async () => {
    standIn.reply = () => ({
      kind: "object",
      value: {
        lines: [
          { line: 1, objection: 8 },
          { line: 2, objection: null },
          { line: 99, objection: 3 },
        ],
      },
    });
    const mined = await mineObjections(
      [call("My accountant does it.", "Sure."), call("My accountant does it.")],
      llm(),
    );
    expect(mined).toEqual({
      objections: [{ objection: objections[7], count: 2, examples: ["My accountant does it."] }],
      draftedBy: "llm",
      fallbackReason: null,
    });
    const body = JSON.stringify(standIn.requests.at(-1)?.body);
    expect(body).toContain("1. My accountant does it.");
    expect(body).toContain(`8. ${objections[7]}`);
  });

  it("falls back to the offline rules and says why when the model fails", async () => {
    standIn.reply = () => ({ kind: "error", status: 500, message: "overloaded" });
    const mined = await mineObjections(transcripts, llm());
    expect(mined.draftedBy).toBe("offline");
    expect(mined.fallbackReason).toBe("provider");
    expect(mined.objections[0]).toMatchObject({ objection: objections[5], count: 3 });
  });
});
