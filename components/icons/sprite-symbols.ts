import {
  Award,
  BadgeCheck,
  Briefcase,
  Building,
  Car,
  CircleCheck,
  Clock,
  CloudLightning,
  FileCheck,
  FileText,
  Flame,
  Globe,
  GraduationCap,
  Hammer,
  HandCoins,
  Headset,
  HeartPulse,
  House,
  IndianRupee,
  Lightbulb,
  Lock,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  PiggyBank,
  Plane,
  Scale,
  Search,
  ShieldCheck,
  Ship,
  Smartphone,
  Sparkles,
  Stethoscope,
  Timer,
  Truck,
  Umbrella,
  Users,
  Wallet,
  Zap,
  type IconNode,
} from "lucide";
import { siFacebook, siInstagram, siWhatsapp, siYoutube } from "simple-icons";
import type { IconName } from "@/content/types";

/*
 * The drawings of every icon the site shows, as data: `scripts/icon-sprite.ts` turns them into
 * one static SVG sprite (`public/icons/<hash>.svg`), and the components (`Icon`, `Glyph`,
 * `BrandIcon`) only name a symbol in it. Nothing here is imported by a component at run time
 * (types only), so no path data reaches the HTML, the RSC payload or the browser's JS.
 */

/** Presentation attributes of a symbol, in SVG spelling (kebab-case). */
type Paint = Record<string, string>;

/** Lucide's look: 2-unit stroke in `currentColor`, round caps and joins, no fill. */
const lucidePaint: Paint = {
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
};

/**
 * Content icons named in data (`Icon`, components/icon.tsx): path data from `lucide`
 * (framework-free plain arrays) on Lucide's 24×24 grid.
 */
export const contentIcons: Record<IconName, IconNode> = {
  home: House,
  "heart-pulse": HeartPulse,
  car: Car,
  plane: Plane,
  ship: Ship,
  truck: Truck,
  "shield-check": ShieldCheck,
  umbrella: Umbrella,
  "badge-check": BadgeCheck,
  clock: Clock,
  headset: Headset,
  "file-text": FileText,
  wallet: Wallet,
  users: Users,
  "graduation-cap": GraduationCap,
  smartphone: Smartphone,
  "indian-rupee": IndianRupee,
  "hand-coins": HandCoins,
  scale: Scale,
  lock: Lock,
  flame: Flame,
  zap: Zap,
  "cloud-lightning": CloudLightning,
  hammer: Hammer,
  search: Search,
  phone: Phone,
  mail: Mail,
  "map-pin": MapPin,
  briefcase: Briefcase,
  building: Building,
  globe: Globe,
  lightbulb: Lightbulb,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  "piggy-bank": PiggyBank,
  timer: Timer,
  "check-circle": CircleCheck,
  "message-circle": MessageCircle,
  "file-check": FileCheck,
  award: Award,
};

/** How a glyph is painted: filled, or stroked 2 units wide (`round`: with round caps and joins). */
const glyphPaints = {
  fill: { fill: "currentColor" },
  stroke: { fill: "none", stroke: "currentColor", "stroke-width": "2" },
  round: lucidePaint,
} as const satisfies Record<string, Paint>;

type GlyphData = { d: string; paint: keyof typeof glyphPaints; viewBox?: string };

/** Control glyphs (`Glyph`, components/ui/glyph.tsx): one path each. */
export const glyphs = {
  close: { d: "M6 6l12 12M18 6 6 18", paint: "stroke" },
  previous: { d: "m15 18-6-6 6-6", paint: "stroke" },
  next: { d: "m9 18 6-6-6-6", paint: "stroke" },
  pause: { d: "M7 5h4v14H7zM13 5h4v14h-4z", paint: "fill" },
  play: { d: "M8 5v14l11-7z", paint: "fill" },
  phone: {
    d: "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z",
    paint: "round",
  },
  chat: {
    d: "M21 11.5a8.4 8.4 0 0 1-9 8.4 8.9 8.9 0 0 1-4-.9L3 20l1.1-4.4A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5z",
    paint: "round",
  },
  "chevron-down": {
    d: "M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z",
    paint: "fill",
    viewBox: "0 0 20 20",
  },
} as const satisfies Record<string, GlyphData>;

/**
 * Brand marks for the footer's social links and the WhatsApp actions (`BrandIcon`,
 * components/layout/brand-icons.tsx): simple-icons paths, filled, even-odd.
 */
export const brandPaths = {
  Facebook: siFacebook.path,
  Instagram: siInstagram.path,
  YouTube: siYoutube.path,
  WhatsApp: siWhatsapp.path,
  // LinkedIn is not in simple-icons: a plain "in" mark drawn for this site.
  LinkedIn:
    "M3 3h18a0 0 0 0 1 0 0v18H3V3zm3.5 7.5V18h2.7v-7.5H6.5zm1.35-4.1a1.55 1.55 0 1 0 0 3.1 1.55 1.55 0 0 0 0-3.1zM11 10.5V18h2.7v-3.9c0-1.1.3-2 1.6-2s1.4 1 1.4 2.1V18h2.7v-4.5c0-2.3-.6-3.2-2.9-3.2-1.3 0-2.2.6-2.6 1.3v-1.1H11z",
} as const;

/** Symbol ids in the sprite: content icons keep their name, glyphs and brands get a prefix. */
export const symbolId = {
  icon: (name: IconName) => name,
  glyph: (name: keyof typeof glyphs) => `g-${name}`,
  brand: (name: keyof typeof brandPaths) => `b-${name.toLowerCase()}`,
};

/** One `<symbol>` of the sprite: its id, viewBox, paint and child elements. */
export type SpriteSymbol = {
  id: string;
  viewBox: string;
  paint: Paint;
  children: IconNode;
};

/** Every symbol of the sprite, in a stable order (the sprite's file name hashes its content). */
export function spriteSymbols(): SpriteSymbol[] {
  return [
    ...Object.entries(contentIcons).map(([name, node]) => ({
      id: symbolId.icon(name as IconName),
      viewBox: "0 0 24 24",
      paint: lucidePaint,
      children: node,
    })),
    ...Object.entries(glyphs).map(([name, g]: [string, GlyphData]) => ({
      id: symbolId.glyph(name as keyof typeof glyphs),
      viewBox: g.viewBox ?? "0 0 24 24",
      paint: glyphPaints[g.paint],
      children: [["path", { d: g.d }]] satisfies IconNode,
    })),
    ...Object.entries(brandPaths).map(([name, d]) => ({
      id: symbolId.brand(name as keyof typeof brandPaths),
      viewBox: "0 0 24 24",
      paint: { fill: "currentColor" },
      children: [["path", { d, "fill-rule": "evenodd" }]] satisfies IconNode,
    })),
  ];
}
