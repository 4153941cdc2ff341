import { ConsultationButton } from "@/components/lead/consultation-button";
import { site, whatsappUrl } from "@/content/site";
import { Glyph } from "@/components/ui/glyph";
import { BrandIcon } from "./brand-icons";

const itemClass =
  "flex min-h-12 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-xs font-semibold leading-tight";

/**
 * The phone help bar: call, WhatsApp or book a free consultation in one tap, pinned to the
 * bottom of content pages below 640 px (wider screens have these in the header). It steps aside
 * (globals.css, "help bar") while a form field has focus, so it never covers the field or the
 * on-screen keyboard, while a menu or dialog is open, on journey screens (they carry their own
 * help line) and in print. The footer reserves its height so it never hides the page's end.
 */
export function HelpBar() {
  return (
    <aside
      aria-label="Get help"
      className="help-bar fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur sm:hidden print:hidden"
    >
      <ul className="flex divide-x divide-slate-200">
        <li className="flex flex-1">
          <a href={`tel:${site.phone.tel}`} className={`${itemClass} text-brand-800`}>
            <Glyph name="phone" />
            Call us
          </a>
        </li>
        <li className="flex flex-1">
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${itemClass} text-[#146a3e]`}
          >
            <BrandIcon name="WhatsApp" className="size-5" />
            WhatsApp
          </a>
        </li>
        <li className="flex flex-1">
          <ConsultationButton
            className={`${itemClass} text-brand-800`}
            label={
              <>
                <Glyph name="chat" />
                Free consultation
              </>
            }
          />
        </li>
      </ul>
      <p className="sr-only">
        Call {site.phone.display}, {site.supportHours}.
      </p>
    </aside>
  );
}
