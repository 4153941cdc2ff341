import type { ReactNode } from "react";

/**
 * A link that opens in a new tab and says so to screen-reader users (a visually hidden
 * "(opens in a new tab)" after its text). No opener and no referrer go to the other site.
 * A plain function with no hooks: it renders on the server and inside client components.
 *
 * @param nofollow for links whose target the site does not vouch for (broker-supplied URLs)
 */
export function NewTabLink({
  href,
  className,
  nofollow,
  children,
}: {
  href: string;
  className?: string;
  nofollow?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={nofollow ? "noopener noreferrer nofollow" : "noopener noreferrer"}
      className={className}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
