// Minimal stand-ins for the browser's WebRTC objects: enough surface for VoiceSession, and
// hooks for a test to play the service's side (open the channel, deliver events, drop the line).

export class FakeTrack {
  stopped = false;
  readonly kind = "audio";
  constructor(private readonly log: string[]) {}
  stop(): void {
    this.stopped = true;
    this.log.push("track.stop");
  }
}

export class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(log: string[]) {
    this.tracks = [new FakeTrack(log)];
  }
  getTracks(): FakeTrack[] {
    return this.tracks;
  }
}

export class FakeDataChannel {
  readyState: "connecting" | "open" | "closed" = "connecting";
  readonly sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closedAt = -1;

  constructor(
    readonly label: string,
    private readonly log: string[],
  ) {}

  send(data: string): void {
    if (this.readyState !== "open") throw new Error("InvalidStateError: the channel is not open");
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    this.readyState = "closed";
    this.log.push("channel.close");
  }

  /** The service's side. */
  open(): void {
    this.readyState = "open";
    this.onopen?.();
  }

  deliver(event: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(event) });
  }

  sentOfType(type: string): Record<string, unknown>[] {
    return this.sent.filter((event) => event.type === type);
  }
}

export class FakePeerConnection {
  connectionState: RTCPeerConnectionState = "new";
  ontrack: ((event: { streams: unknown[]; track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  channel: FakeDataChannel | null = null;
  readonly addedTracks: FakeTrack[] = [];
  remoteSdp: string | null = null;

  constructor(private readonly log: string[]) {}

  addTrack(track: FakeTrack): void {
    this.addedTracks.push(track);
  }

  createDataChannel(label: string): FakeDataChannel {
    this.channel = new FakeDataChannel(label, this.log);
    return this.channel;
  }

  async createOffer(): Promise<{ type: "offer"; sdp: string }> {
    return { type: "offer", sdp: "v=0\r\no=fake-offer\r\n" };
  }

  async setLocalDescription(): Promise<void> {}

  async setRemoteDescription(description: { sdp: string }): Promise<void> {
    this.remoteSdp = description.sdp;
  }

  close(): void {
    this.connectionState = "closed";
    this.log.push("pc.close");
  }

  /** The service's side. */
  setState(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}
