import {
  Award, BadgeCheck, Briefcase, Building, Car, CircleCheck, Clock, CloudLightning, FileCheck, FileText,
  Flame, Globe, GraduationCap, Hammer, HandCoins, Headset, HeartPulse, House, IndianRupee, Lightbulb,
  Lock, Mail, MapPin, MessageCircle, Phone, PiggyBank, Plane, Scale, Search, ShieldCheck, Ship,
  Smartphone, Sparkles, Stethoscope, Timer, Truck, Umbrella, Users, Wallet, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/content/types";

const icons: Record<IconName, LucideIcon> = {
  home: House, "heart-pulse": HeartPulse, car: Car, plane: Plane, ship: Ship, truck: Truck,
  "shield-check": ShieldCheck, umbrella: Umbrella, "badge-check": BadgeCheck, clock: Clock,
  headset: Headset, "file-text": FileText, wallet: Wallet, users: Users, "graduation-cap": GraduationCap,
  smartphone: Smartphone, "indian-rupee": IndianRupee, "hand-coins": HandCoins, scale: Scale, lock: Lock,
  flame: Flame, zap: Zap, "cloud-lightning": CloudLightning, hammer: Hammer, search: Search, phone: Phone,
  mail: Mail, "map-pin": MapPin, briefcase: Briefcase, building: Building, globe: Globe,
  lightbulb: Lightbulb, sparkles: Sparkles, stethoscope: Stethoscope, "piggy-bank": PiggyBank,
  timer: Timer, "check-circle": CircleCheck, "message-circle": MessageCircle, "file-check": FileCheck,
  award: Award,
};

/**
 * A decorative icon named in content data. Rendered on the server (no client JS); pass the
 * element into client components as a prop rather than importing this map there.
 */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
