import { useEffect } from "react";

/** The page's visible heading, mirrored into the document title. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · Dugout`;
  }, [children]);
  return <h1>{children}</h1>;
}
