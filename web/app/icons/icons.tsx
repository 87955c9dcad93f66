import type { ReactElement, SVGProps } from 'react';
import sprite from 'virtual:icon-sprite';

/** What an icon takes: an `<svg>`'s props, and lucide's stroke width (2 unless said). */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { strokeWidth?: number | string };
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * The site's icons: lucide's drawings, each a symbol in one cached sprite (web/icon-sprite.ts), so a page
 * carries a `<use>` of a few bytes where it carried the drawing. Drawn as lucide-react draws them: 24 by 24
 * unless a class sizes them, in the text's colour, and hidden from assistive technology unless given a
 * name. Every icon the site uses is named here once, by lucide's name; the sprite holds exactly these.
 */
function spriteIcon(name: string): IconComponent {
  function Icon({ strokeWidth = 2, children, ...props }: IconProps) {
    const named = children !== undefined || Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');
    return (
      <svg width="24" height="24" strokeWidth={strokeWidth} aria-hidden={named ? undefined : 'true'} {...props}>
        {children}
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

/**
 * A drawing of our own from the sprite (drawings.ts: the share marks; the articles' title-card figures), at
 * the size its class gives it, hidden from assistive technology: what it shows is said beside it.
 */
export function Drawing({ drawing, ...props }: Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & { drawing: string }) {
  return (
    <svg aria-hidden="true" {...props}>
      <use href={`${sprite}#${drawing}`} />
    </svg>
  );
}

export const ArrowDown = /* @__PURE__ */ spriteIcon('arrow-down');
export const ArrowLeft = /* @__PURE__ */ spriteIcon('arrow-left');
export const ArrowRight = /* @__PURE__ */ spriteIcon('arrow-right');
export const ArrowUp = /* @__PURE__ */ spriteIcon('arrow-up');
export const ArrowUpRight = /* @__PURE__ */ spriteIcon('arrow-up-right');
export const Award = /* @__PURE__ */ spriteIcon('award');
export const Banknote = /* @__PURE__ */ spriteIcon('banknote');
export const BarChart3 = /* @__PURE__ */ spriteIcon('chart-column');
export const Bot = /* @__PURE__ */ spriteIcon('bot');
export const Briefcase = /* @__PURE__ */ spriteIcon('briefcase');
export const Building2 = /* @__PURE__ */ spriteIcon('building-complex');
export const CalendarCheck = /* @__PURE__ */ spriteIcon('calendar-check');
export const CalendarClock = /* @__PURE__ */ spriteIcon('calendar-clock');
export const CalendarDays = /* @__PURE__ */ spriteIcon('calendar-days');
export const CalendarX = /* @__PURE__ */ spriteIcon('calendar-x');
export const Check = /* @__PURE__ */ spriteIcon('check');
export const CheckCircle2 = /* @__PURE__ */ spriteIcon('circle-check');
export const ChevronDown = /* @__PURE__ */ spriteIcon('chevron-down');
export const ChevronRight = /* @__PURE__ */ spriteIcon('chevron-right');
export const ClipboardList = /* @__PURE__ */ spriteIcon('clipboard-list');
export const Clock = /* @__PURE__ */ spriteIcon('clock');
export const Coffee = /* @__PURE__ */ spriteIcon('coffee');
export const Compass = /* @__PURE__ */ spriteIcon('compass');
export const FileText = /* @__PURE__ */ spriteIcon('file-text');
export const Flame = /* @__PURE__ */ spriteIcon('flame');
export const Globe = /* @__PURE__ */ spriteIcon('globe');
export const HandCoins = /* @__PURE__ */ spriteIcon('hand-coins');
export const Handshake = /* @__PURE__ */ spriteIcon('handshake');
export const HeartHandshake = /* @__PURE__ */ spriteIcon('heart-handshake');
export const Info = /* @__PURE__ */ spriteIcon('info');
export const Layers = /* @__PURE__ */ spriteIcon('layers');
export const LayoutDashboard = /* @__PURE__ */ spriteIcon('layout-dashboard');
export const Lightbulb = /* @__PURE__ */ spriteIcon('lightbulb');
export const Link2 = /* @__PURE__ */ spriteIcon('link-2');
export const ListChecks = /* @__PURE__ */ spriteIcon('list-checks');
export const Loader2 = /* @__PURE__ */ spriteIcon('loader-circle');
export const Mail = /* @__PURE__ */ spriteIcon('mail');
export const MailCheck = /* @__PURE__ */ spriteIcon('mail-check');
export const MailX = /* @__PURE__ */ spriteIcon('mail-x');
export const MapPin = /* @__PURE__ */ spriteIcon('map-pin');
export const MapPinned = /* @__PURE__ */ spriteIcon('map-pinned');
export const Megaphone = /* @__PURE__ */ spriteIcon('megaphone');
export const Menu = /* @__PURE__ */ spriteIcon('menu');
export const MessageCircle = /* @__PURE__ */ spriteIcon('message-circle');
export const MessageSquare = /* @__PURE__ */ spriteIcon('message-square');
export const Minus = /* @__PURE__ */ spriteIcon('minus');
export const Network = /* @__PURE__ */ spriteIcon('network');
export const Palette = /* @__PURE__ */ spriteIcon('palette');
export const Pause = /* @__PURE__ */ spriteIcon('pause');
export const Phone = /* @__PURE__ */ spriteIcon('phone');
export const Play = /* @__PURE__ */ spriteIcon('play');
export const Puzzle = /* @__PURE__ */ spriteIcon('puzzle');
export const Quote = /* @__PURE__ */ spriteIcon('quote');
export const Rocket = /* @__PURE__ */ spriteIcon('rocket');
export const RotateCcw = /* @__PURE__ */ spriteIcon('rotate-ccw');
export const Search = /* @__PURE__ */ spriteIcon('search');
export const Send = /* @__PURE__ */ spriteIcon('send');
export const ShieldCheck = /* @__PURE__ */ spriteIcon('shield-check');
export const ShoppingBag = /* @__PURE__ */ spriteIcon('shopping-bag');
export const ShoppingCart = /* @__PURE__ */ spriteIcon('shopping-cart');
export const Sparkles = /* @__PURE__ */ spriteIcon('sparkles');
export const Star = /* @__PURE__ */ spriteIcon('star');
export const Trash2 = /* @__PURE__ */ spriteIcon('trash');
export const TrendingUp = /* @__PURE__ */ spriteIcon('trending-up');
export const TriangleAlert = /* @__PURE__ */ spriteIcon('triangle-exclamation-point');
export const Upload = /* @__PURE__ */ spriteIcon('upload');
export const Users = /* @__PURE__ */ spriteIcon('users');
export const X = /* @__PURE__ */ spriteIcon('x');
