import { cloneElement, forwardRef, isValidElement, useLayoutEffect, useSyncExternalStore, type ReactElement, type Ref } from 'react';
import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import getReactElementRef from '@mui/utils/getReactElementRef';
import useForkRef from '@mui/utils/useForkRef';
import { firstPaint } from './firstPaint';

// The build serves this module in place of @mui/material/Tooltip (scripts/vite/tooltipsAfterFirstPaint.ts),
// so it must export what that module does.
export * from '@mui/material/Tooltip';

/** What MUI's Tooltip reads itself; the rest goes to its child (Tooltip.js, `...other`). */
type OwnProps =
  | 'arrow'
  | 'children'
  | 'classes'
  | 'components'
  | 'componentsProps'
  | 'describeChild'
  | 'disableFocusListener'
  | 'disableHoverListener'
  | 'disableInteractive'
  | 'disableTouchListener'
  | 'enterDelay'
  | 'enterNextDelay'
  | 'enterTouchDelay'
  | 'followCursor'
  | 'id'
  | 'leaveDelay'
  | 'leaveTouchDelay'
  | 'onClose'
  | 'onOpen'
  | 'open'
  | 'placement'
  | 'PopperComponent'
  | 'PopperProps'
  | 'slotProps'
  | 'slots'
  | 'title'
  | 'TransitionComponent'
  | 'TransitionProps';

// Those not passed on; children, title, describeChild and disableHoverListener are read below.
const OWN_PROPS = new Set<string>([
  'arrow',
  'classes',
  'components',
  'componentsProps',
  'disableFocusListener',
  'disableInteractive',
  'disableTouchListener',
  'enterDelay',
  'enterNextDelay',
  'enterTouchDelay',
  'followCursor',
  'id',
  'leaveDelay',
  'leaveTouchDelay',
  'onClose',
  'onOpen',
  'open',
  'placement',
  'PopperComponent',
  'PopperProps',
  'slotProps',
  'slots',
  'TransitionComponent',
  'TransitionProps',
] satisfies OwnProps[]);

/**
 * The child exactly as MUI's Tooltip renders it while closed (its accessible name from the title,
 * the Tooltip's other props and class), without the Tooltip's machinery.
 */
const ClosedTooltipChild = forwardRef<HTMLElement, TooltipProps>(function ClosedTooltipChild(inProps, ref) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTooltip' });
  const { children, title, describeChild = false, disableHoverListener = false, className, ...rest } = props;
  const other = Object.fromEntries(Object.entries(rest).filter(([key]) => !OWN_PROPS.has(key)));
  const child: ReactElement<Record<string, unknown>> = isValidElement(children) ? children : <span>{children}</span>;
  const handleRef = useForkRef(getReactElementRef(child) as Ref<HTMLElement> | null, ref);
  const titleIsString = typeof title === 'string';
  const nameOrDescription = describeChild
    ? { title: titleIsString && !disableHoverListener ? title : null }
    : { 'aria-label': titleIsString ? title : null };
  return cloneElement(child, {
    ...nameOrDescription,
    ...other,
    ...child.props,
    className: [className, child.props.className].filter(Boolean).join(' ') || undefined,
    ref: handleRef,
  });
});

/**
 * MUI's Tooltip, except in the app's first frame. A mounting Tooltip stores its child's node in
 * state from a ref, an update React must render before the browser paints, and that forces every
 * pending effect of the first render (react-admin registering its resources, the page title) to
 * run and re-render the screen before it is shown. A direct visit to a list mounts ~30 tooltips
 * (sort headers, ids, copy buttons), so its rows waited on all that (README, Measured). Tooltips
 * rendered before the first paint show their child as a closed Tooltip would, and become real
 * Tooltips right after it; every later one is a real Tooltip from the start.
 */
const TooltipAfterFirstPaint = forwardRef<HTMLElement, TooltipProps>(function Tooltip(props, ref) {
  const painted = useSyncExternalStore(firstPaint.subscribe, firstPaint.done, firstPaint.done);
  useLayoutEffect(() => {
    if (!painted) firstPaint.watch();
  }, [painted]);
  return painted ? <MuiTooltip ref={ref} {...props} /> : <ClosedTooltipChild ref={ref} {...props} />;
});

export default TooltipAfterFirstPaint;
