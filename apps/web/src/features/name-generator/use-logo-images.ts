import { useEffect, useState } from "react";
import type { LogoDirection, LogoImageAnswer } from "@dugout/contracts/name-generator";
import { fetchLogoImage } from "./api";

export type LogoImageState = { status: "loading" } | { status: "ready"; logo: LogoImageAnswer } | { status: "failed" };

interface Settled {
  directions: readonly LogoDirection[];
  states: ReadonlyMap<number, LogoImageState>;
}

const loading: LogoImageState = { status: "loading" };

/**
 * One image request per direction, in parallel. A failure just ends that card's loading state;
 * leaving the view (unmount) aborts the requests still pending and drops their results (docs/requirements/name-generator.md#states).
 */
export function useLogoImages(uuid: string, directions: readonly LogoDirection[] | undefined): LogoImageState[] {
  const [settled, setSettled] = useState<Settled | null>(null);
  useEffect(() => {
    if (!directions) return;
    const controller = new AbortController();
    directions.forEach((direction, index) => {
      const settle = (state: LogoImageState) => {
        if (controller.signal.aborted) return;
        setSettled((current) => {
          const states = new Map(current?.directions === directions ? current.states : []);
          states.set(index, state);
          return { directions, states };
        });
      };
      fetchLogoImage(uuid, direction, controller.signal).then(
        (logo) => settle({ status: "ready", logo }),
        () => settle({ status: "failed" }),
      );
    });
    return () => controller.abort();
  }, [uuid, directions]);
  if (!directions) return [];
  const states = settled?.directions === directions ? settled.states : new Map<number, LogoImageState>();
  return directions.map((_, index) => states.get(index) ?? loading);
}
