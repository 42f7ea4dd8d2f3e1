import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInByMagicLink } from "./auth-helpers";
import { say } from "./practice-helpers";

// Runs against the offline realtime simulator (no OPENAI_API_KEY) at REALTIME_SIM_CLOCK_SCALE=20
// (global-setup.ts): a simulated minute lasts 3 s, so the customer closes from 30 s and may end
// the call from 36 s. Chromium runs with a fake microphone and loopback ICE allowed.

interface DataChannelLog {
  sent: string[];
  received: string[];
}
declare global {
  interface Window {
    __dugoutChannels: DataChannelLog;
    __dugoutPeers: RTCPeerConnection[];
  }
}

/** Records the oai-events traffic and keeps the peer connections, for getStats. */
function instrumentWebRtc() {
  window.__dugoutChannels = { sent: [], received: [] };
  window.__dugoutPeers = [];
  const createDataChannel = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (
    this: RTCPeerConnection,
    label: string,
    init?: RTCDataChannelInit,
  ) {
    window.__dugoutPeers.push(this);
    const channel = createDataChannel.call(this, label, init);
    const send = channel.send.bind(channel) as (data: string) => void;
    channel.send = ((data: string) => {
      window.__dugoutChannels.sent.push(data);
      send(data);
    }) as typeof channel.send;
    channel.addEventListener("message", (event: MessageEvent) =>
      window.__dugoutChannels.received.push(String(event.data)),
    );
    return channel;
  };
}

async function signedInPage(browser: Browser, email: string, instrument = false): Promise<Page> {
  const context = await browser.newContext();
  if (instrument) await context.addInitScript(instrumentWebRtc);
  const page = await context.newPage();
  await signInByMagicLink(page, "/batting_cage", email);
  return page;
}

/** The loudest inbound audio of the call so far (totalAudioEnergy of the inbound RTP stream). */
async function inboundAudioEnergy(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let energy = 0;
    for (const peer of window.__dugoutPeers) {
      const stats = await peer.getStats();
      stats.forEach((report: { type: string; kind?: string; totalAudioEnergy?: number }) => {
        if (report.type === "inbound-rtp" && report.kind === "audio")
          energy = Math.max(energy, report.totalAudioEnergy ?? 0);
      });
    }
    return energy;
  });
}

const channelEvents = (page: Page, direction: keyof DataChannelLog) =>
  page.evaluate(
    (key) => window.__dugoutChannels[key].map((raw) => JSON.parse(raw) as Record<string, unknown>),
    direction,
  );

async function startCall(page: Page): Promise<string> {
  const created = page.waitForResponse(
    (response) => response.url().endsWith("/create_session") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Start Realtime Session" }).click();
  const answer = (await (await created).json()) as { conversation_id: string };
  await expect(page.getByRole("button", { name: "Hang up (and save transcript)" })).toBeVisible({ timeout: 20_000 });
  return answer.conversation_id;
}

test("an admin configures, a rep practises against the simulator, the admin reviews the call", async ({ browser }) => {
  test.setTimeout(150_000);
  const businessName = `Pretzel Lab ${Date.now().toString(36)}`;

  // The admin saves a configuration with two randomised fields.
  const admin = await signedInPage(browser, "admin@example.com");
  await expect(admin.getByRole("heading", { level: 1, name: "Batting Cage Admin" })).toBeVisible();
  await admin.getByRole("button", { name: "Configuration" }).click();
  await expect(admin.getByLabel("Customer Type", { exact: true })).toBeEnabled(); // loaded
  await admin.getByLabel("Customer Type", { exact: true }).selectOption("Inception");
  await admin.getByLabel("Business Name", { exact: true }).fill(businessName);
  await admin.getByLabel("Business Type", { exact: true }).selectOption("Bakery");
  await admin.getByLabel("Payroll Provider", { exact: true }).selectOption("No Payroll Provider");
  await admin.getByRole("checkbox", { name: "Randomize Objection" }).check();
  await admin.getByRole("checkbox", { name: "Randomize Personality Type" }).check();
  await expect(admin.getByLabel("Objection", { exact: true })).toBeDisabled();
  await expect(admin.getByLabel("Personality Type", { exact: true })).toBeDisabled();
  await admin.getByRole("button", { name: "Save Configuration" }).click();
  await expect(admin.getByText("Configuration saved successfully!")).toBeVisible();
  await expect(admin.getByText(/^Last updated by Avery Admin on /)).toBeVisible();

  // The rep sees it, with the random fields drawn, and starts a call.
  const rep = await signedInPage(browser, "rep@example.com", true);
  await expect(rep.getByRole("heading", { level: 1, name: "Batting Cage Practice" })).toBeVisible();
  // The demo data assigns rep@example.com a scenario, which the page chooses first: this call runs the default one,
  // the configuration the admin just saved.
  await rep.getByLabel("Scenario", { exact: true }).selectOption({ label: "Default scenario (Medium)" });
  await expect(rep.getByLabel("Business Name")).toHaveValue(businessName);
  await expect(rep.getByLabel("Customer Type")).toHaveValue("Inception");
  const objection = await rep.getByLabel("Objection").inputValue();
  const personality = await rep.getByLabel("Personality Type").inputValue();
  expect(objection).not.toBe("");
  expect(personality).not.toBe("");
  const conversationId = await startCall(rep);

  // Two typed turns, each answered (the customer waits for the salesperson to speak first),
  // and the answer is heard: audio energy arrives on the inbound track.
  await say(rep, "Hi, this is Sam from Dugout Payroll. Do you have a minute?");
  await expect.poll(() => inboundAudioEnergy(rep), { timeout: 20_000 }).toBeGreaterThan(0);
  await say(rep, "How do you pay your team today, and how many people work for you?");
  await expect(rep.getByText("You:").first()).toBeVisible();

  // A function-call round trip: the customer asked for elapsed_minutes and the page answered it.
  await expect
    .poll(
      async () =>
        (await channelEvents(rep, "sent")).some(
          (event) =>
            event.type === "conversation.item.create" &&
            (event.item as { type?: string } | undefined)?.type === "function_call_output",
        ),
      { timeout: 20_000 },
    )
    .toBe(true);

  // The transcript autosaves while the call goes on.
  await expect
    .poll(
      async () => {
        const response = await rep.request.get(`/batting_cage_conversations/${conversationId}`);
        const detail = (await response.json()) as { transcript: { text: string }[] };
        return detail.transcript.map((entry) => entry.text).join("\n");
      },
      { timeout: 15_000 },
    )
    .toContain("How do you pay your team today");

  // Hang up: the final save, then the overlay.
  await rep.getByRole("button", { name: "Hang up (and save transcript)" }).click();
  await expect(
    rep.getByText(
      "Awesome work! You crushed your daily batting cage challenge! If you want to go again, click the button below to start a new session.",
    ),
  ).toBeVisible();
  await expect(rep.getByRole("button", { name: "Start New Session" })).toBeVisible();

  // The admin finds the call in Reports with its transcript and the resolved configuration.
  const reportLoaded = admin.waitForResponse((response) =>
    response.url().includes("/batting_cage_conversations/report_data"),
  );
  await admin.getByRole("button", { name: "Reports" }).click();
  await reportLoaded;
  await expect(admin.getByRole("button", { name: "This Week" })).toHaveAttribute("aria-pressed", "true");
  await admin.getByRole("button", { name: "Riley Rep" }).first().click();
  await expect(admin.getByRole("heading", { name: "Conversation details" })).toBeVisible();
  await expect(admin.getByText("How do you pay your team today, and how many people work for you?")).toBeVisible();
  const used = admin.getByRole("region", { name: "Configuration used" });
  await expect(used.getByText(businessName)).toBeVisible();
  await expect(used.getByText(objection)).toBeVisible();
  await expect(used.getByText(personality, { exact: true })).toBeVisible();
  await expect(admin.getByText("ended", { exact: true })).toBeVisible();
  await admin.getByRole("button", { name: /Back/ }).click();
  await expect(admin.getByRole("cell", { name: "ended" }).first()).toBeVisible();

  await admin.context().close();
  await rep.context().close();
});

test("the customer ends the call through end_conversation after 12 simulated minutes", async ({ browser }) => {
  test.setTimeout(120_000);
  const rep = await signedInPage(browser, "rep@example.com", true);
  const conversationId = await startCall(rep);
  await say(rep, "Hi there, I'd like to talk about how you run payroll.");

  // 12 simulated minutes are 36 s at clock scale 20; the customer then says goodbye and hangs up.
  await expect(rep.getByRole("button", { name: "Start New Session" })).toBeVisible({ timeout: 75_000 });
  const received = await channelEvents(rep, "received");
  const endCall = received.some(
    (event) =>
      event.type === "response.done" &&
      ((event.response as { output?: { type?: string; name?: string }[] } | undefined)?.output ?? []).some(
        (item) => item.type === "function_call" && item.name === "end_conversation",
      ),
  );
  expect(endCall).toBe(true);

  const response = await rep.request.get(`/batting_cage_conversations/${conversationId}`);
  const detail = (await response.json()) as { status: string; duration_ms: number; transcript: { role: string }[] };
  expect(detail.status).toBe("ended");
  expect(detail.duration_ms).toBeGreaterThanOrEqual(30_000);
  expect(detail.transcript.filter((entry) => entry.role === "assistant").length).toBeGreaterThanOrEqual(2);
  await rep.context().close();
});
