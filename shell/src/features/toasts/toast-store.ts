import { create } from 'zustand';
import type { ToastInput } from '@agency/contracts/platform';

export interface ShownToast extends ToastInput {
  id: number;
}

interface ToastState {
  /** The spec shows one toast at a time: a new one replaces the current one. */
  current: ShownToast | null;
  show(toast: ToastInput): void;
  dismiss(id: number): void;
  /** Dismisses the current toast if it was raised with this key. */
  dismissKey(key: string): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (toast) => set({ current: { ...toast, id: nextId++ } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
  dismissKey: (key) => set((state) => (state.current?.key === key ? { current: null } : state)),
}));

export function showToast(toast: ToastInput): void {
  useToastStore.getState().show(toast);
}

export function dismissToast(key: string): void {
  useToastStore.getState().dismissKey(key);
}

/**
 * A toast raised just before a full page navigation (e.g. 'Unauthorized' before
 * sign-in) would vanish with the page; it is carried over in sessionStorage and
 * shown again once the next page has loaded.
 */
const CARRIED_TOAST_KEY = 'agency.carried-toast';

export function carryCurrentToastAcrossNavigation(): void {
  const current = useToastStore.getState().current;
  if (!current) return;
  try {
    const { id: _id, ...toast } = current;
    window.sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage may be unavailable (private mode): the toast is simply not carried.
  }
}

export function showCarriedToast(): void {
  try {
    const stored = window.sessionStorage.getItem(CARRIED_TOAST_KEY);
    if (!stored) return;
    window.sessionStorage.removeItem(CARRIED_TOAST_KEY);
    const toast: unknown = JSON.parse(stored);
    if (toast && typeof toast === 'object' && 'title' in toast && typeof toast.title === 'string') {
      showToast(toast as ToastInput);
    }
  } catch {
    // A damaged entry is dropped; nothing to show.
  }
}
