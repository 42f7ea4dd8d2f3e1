import { type SampleFactory } from "../route-fixture";

/** A minimal SDP offer: the simulator refuses it (no media) with a 400, after every check of the request. */
const sdpOffer = "v=0\r\no=- 0 0 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n";

/** The offline realtime simulator's call endpoint. */
export const realtimeSimulatorSamples: Record<string, SampleFactory> = {
  "POST /realtime/calls": async (f) => ({
    headers: { authorization: `Bearer ${(await f.newConversation()).secret}` },
    contentType: "application/sdp",
    body: sdpOffer,
    status: 400,
  }),
};
