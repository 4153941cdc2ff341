import { createElement } from "react";
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
import type { IconName } from "@/content/types";

// Path data from `lucide` (framework-free: plain arrays), not `lucide-react`: its `Icon` is a client
// component, so every icon became a client reference with its JS shipped to the browser.
const icons: Record<IconName, IconNode> = {
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

/**
 * A decorative icon named in content data, as inline SVG rendered on the server: no client JS
 * (a plain function, no hooks, so it also works inside client components). Lucide's 24×24 grid,
 * 2-unit stroke in `currentColor`; the size comes from `className` (default `size-6`).
 */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icons[name].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
