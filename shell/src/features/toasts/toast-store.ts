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
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (toast) => set({ current: { ...toast, id: nextId++ } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

export function showToast(toast: ToastInput): void {
  useToastStore.getState().show(toast);
}
