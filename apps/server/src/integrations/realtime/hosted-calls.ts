/**
 * The practice conversations whose voice call this process carries: the simulator's calls, whose
 * media and events run through this process (an OpenAI call runs between the browser and OpenAI and
 * outlives any instance). Shutdown ends these conversations properly (the batting cage's
 * hosted-call-shutdown.ts) instead of leaving them to the abandoned-call sweep. One set per app,
 * keyed by its configuration object, like simulatorSessions: the simulator fills it, the batting cage
 * reads it, and neither imports the other.
 */
const sets = new WeakMap<object, Set<string>>();

export function hostedCalls(owner: object): Set<string> {
  let set = sets.get(owner);
  if (!set) {
    set = new Set();
    sets.set(owner, set);
  }
  return set;
}
