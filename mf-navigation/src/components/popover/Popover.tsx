import { Suspense, type ReactNode } from 'react';
import { MESSAGES } from '@amb/shared-contracts/core';
import type { PopoverMenu } from './popoverPosition';
import { POPOVER_PART, popoverPanelId, type PopoverControl } from './usePopover';

const isShown = (control: PopoverControl, menu: PopoverMenu) => control.state.menu === menu;

interface TriggerProps {
  control: PopoverControl;
  menu: PopoverMenu;
  /** German accessible name ("Warenkorb", "Merkliste", "Mein Konto"). */
  label: string;
  className?: string;
  describedBy?: string;
  /** The pointer, a touch or the keyboard reached the trigger: a pop-over whose content loads lazily starts now. */
  onIntent?: () => void;
  children: ReactNode;
}

/** A pop-over's trigger: a button (hover or click) that names the panel it opens. */
export function PopoverTrigger({ control, menu, label, className, describedBy, onIntent, children }: TriggerProps) {
  return (
    <button
      type="button"
      ref={control.triggerRef(menu)}
      className={className}
      aria-label={label}
      aria-describedby={describedBy}
      aria-expanded={isShown(control, menu) && !control.state.closing}
      aria-controls={popoverPanelId(menu)}
      {...{ [POPOVER_PART]: '' }}
      onClick={() => control.toggle(menu)}
      onMouseEnter={() => {
        onIntent?.();
        control.enter(menu);
      }}
      onMouseLeave={control.leave}
      onFocus={onIntent}
      onPointerDown={(event) => {
        onIntent?.();
        control.touched(event.pointerType);
      }}
    >
      {children}
    </button>
  );
}

interface PanelProps {
  control: PopoverControl;
  menu: PopoverMenu;
  label: string;
  children: ReactNode;
}

/**
 * A pop-over's panel, always in the document (aria-controls points at it) and hidden while closed; its content
 * mounts when it opens, so data is fetched on first open only.
 */
export function PopoverPanel({ control, menu, label, children }: PanelProps) {
  const shown = isShown(control, menu);
  const placement = shown ? control.state.placement : null;
  const className = `nav-popover nav-popover--${menu}${shown && control.state.closing ? ' nav-popover--closing' : ''}`;
  return (
    <div
      id={popoverPanelId(menu)}
      className={className}
      role="region"
      aria-label={label}
      hidden={!shown}
      style={placement ? { top: placement.top, left: placement.left, width: placement.width } : undefined}
      {...{ [POPOVER_PART]: '' }}
      onMouseEnter={control.stay}
      onMouseLeave={control.leave}
    >
      {shown ? (
        <Suspense fallback={<p className="nav-popover__loading">{MESSAGES.loading}</p>}>{children}</Suspense>
      ) : null}
    </div>
  );
}
