import { useWidget } from "../state/context";

/** The mail domain to search Gmail for: the configured hint wins, else a single bootstrap domain. */
function mailDomainHint(domainHint: string | undefined, emailDomains: readonly string[]): string | undefined {
  if (domainHint) return domainHint;
  return emailDomains.length === 1 ? emailDomains[0] : undefined;
}

function gmailUrl(domain: string | undefined): string {
  const base = "https://mail.google.com/mail/u/0/";
  return domain ? `${base}#search/${encodeURIComponent(`from:(${domain}) in:anywhere`)}` : base;
}

const yahooUrl = "https://mail.yahoo.com/";
const outlookUrl = "https://outlook.live.com/mail/0/inbox";

export function MailLinks() {
  const { t, config, bootstrap } = useWidget();
  const domain = mailDomainHint(config.emailMagicLinksOptions.domainHint, bootstrap.emailDomains);
  const links = [
    { href: gmailUrl(domain), label: t("openInGmail") },
    { href: yahooUrl, label: t("openInYahoo") },
    { href: outlookUrl, label: t("openInOutlook") },
  ];
  return (
    <ul className="dw-mail-links">
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
