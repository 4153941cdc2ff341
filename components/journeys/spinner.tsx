/** A busy indicator with its text; the text is announced politely (no client JS). */
export function Spinner({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 animate-spin text-brand-700 motion-reduce:animate-none" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-lg text-muted">{text}</p>
    </div>
  );
}
