/// <reference path="../css-modules.d.ts" />
import { forwardRef, useEffect, useImperativeHandle, useRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import * as styles from './tabs.module.css';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/** Tabs with roving focus: arrow keys move between tabs, Tab moves into the panel. */
export const Tabs = TabsPrimitive.Root;

/**
 * One row of tabs. Where they do not fit (a phone, a narrow window) the row scrolls sideways, the next tab cut at the
 * edge, rather than wrapping into rows that push the panel down; the open tab (from a link to ?tab=feedback, say) is
 * scrolled into the row. Only the row moves, never the page: the page's scroll position is the reader's.
 */
export const TabsList = forwardRef<
  ElementRef<typeof TabsPrimitive.List>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.List>
>(function TabsList({ className, ...props }, ref) {
  const list = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => list.current as HTMLDivElement);
  // After every render: the open tab changes with its parent's state, which renders this list again.
  useEffect(() => {
    const row = list.current;
    const open = row?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!row || !open) return;
    const left = open.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    if (left < row.scrollLeft || left + open.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - (row.clientWidth - open.offsetWidth) / 2;
    }
  });
  return <TabsPrimitive.List ref={list} className={join(styles.list, className)} {...props} />;
});

export const TabsTrigger = forwardRef<
  ElementRef<typeof TabsPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>
>(function TabsTrigger({ className, ...props }, ref) {
  return <TabsPrimitive.Trigger ref={ref} className={join(styles.trigger, className)} {...props} />;
});

export const TabsContent = forwardRef<
  ElementRef<typeof TabsPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(function TabsContent({ className, ...props }, ref) {
  return <TabsPrimitive.Content ref={ref} className={join(styles.content, className)} {...props} />;
});
