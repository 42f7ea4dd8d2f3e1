import { Fragment, type ReactNode } from "react";

const urlPattern = /(https?:\/\/[^\s<>"']+)/g;

/**
 * Server messages may carry links (for example to help pages). Only http(s) addresses become links,
 * opened in a new tab without access to this page; everything else stays plain text, so a message
 * can never inject markup or a javascript: link.
 */
function linkify(message: string): ReactNode[] {
  return message.split(urlPattern).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    // Sentence punctuation right after an address belongs to the sentence.
    const trailing = /[.,;:!?)]+$/.exec(part)?.[0] ?? "";
    const href = part.slice(0, part.length - trailing.length);
    let safe = false;
    try {
      const url = new URL(href);
      safe = url.protocol === "http:" || url.protocol === "https:";
    } catch {
      safe = false;
    }
    if (!safe) return <Fragment key={index}>{part}</Fragment>;
    return (
      <Fragment key={index}>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </a>
        {trailing}
      </Fragment>
    );
  });
}

export function SafeText({ message }: { message: string }) {
  return <>{linkify(message)}</>;
}
