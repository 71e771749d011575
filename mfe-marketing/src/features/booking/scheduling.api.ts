import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiKey, type ApiInput } from '@agency/api-client';
import { CONSULTATION_MINUTES, type TBookAppointmentRequest, type TBookingDays } from '@agency/contracts';

/*
 * The scheduling calls of the booking pages, all through the shared typed client (one definition per endpoint in
 * contracts). Types only come from contracts' schema module; the values are from its zod-free modules.
 */

/** A day's slots request; its key is apiKey('GET /api/scheduling/slots', slotsInput(date)). */
export const slotsInput = (date: string): ApiInput<'GET /api/scheduling/slots'> => ({ query: { date, duration: CONSULTATION_MINUTES } });
/** The booking behind a personal link; its key is apiKey('GET /api/scheduling/bookings/:token', bookingInput(token)). */
export const bookingInput = (token: string) => ({ params: { token } });

/** The next 14 days in New Zealand, bookable or not. Re-read each visit: "today" moves. */
export function useBookingDays() {
  return useQuery({
    queryKey: apiKey('GET /api/scheduling/days'),
    queryFn: () => api('GET /api/scheduling/days'),
    staleTime: 60_000,
  });
}

const fetchSlots = (date: string) => api('GET /api/scheduling/slots', slotsInput(date));

/**
 * A day's slots. Always re-read when a day is chosen again: other visitors book in the meantime. Slots fetched a
 * moment earlier (usePrefetchSlots) show at once while that re-read runs.
 */
export function useSlots(date: string | undefined) {
  return useQuery({
    queryKey: apiKey('GET /api/scheduling/slots', slotsInput(date ?? '')),
    queryFn: () => fetchSlots(date ?? ''),
    enabled: date !== undefined,
    staleTime: 0,
  });
}

/** How long slots fetched ahead of a choice are not fetched ahead again (the choice itself always re-reads). */
const PREFETCHED_SLOTS_FRESH_MS = 30_000;

/**
 * Fetches a day's slots when the pointer or focus reaches it, so choosing it shows its times without waiting for
 * the network.
 */
export function usePrefetchSlots(): (date: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (date: string) =>
      void queryClient.prefetchQuery({
        queryKey: apiKey('GET /api/scheduling/slots', slotsInput(date)),
        queryFn: () => fetchSlots(date),
        staleTime: PREFETCHED_SLOTS_FRESH_MS,
      }),
    [queryClient],
  );
}

/** Runs `task` when the browser is next idle (within 2 s); returns its cancel function, for an effect. */
function whenBrowserIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Once the calendar has its days and the browser is idle, fetches the times of every bookable day (a small request
 * each, ten or so), so the first day a visitor chooses shows its times at once while its re-read runs. Skipped when
 * the visitor asked to save data; the choice itself still fetches.
 */
export function usePrefetchBookableDays(days: TBookingDays | undefined): void {
  const prefetchSlots = usePrefetchSlots();
  useEffect(() => {
    if (!days || (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return undefined;
    return whenBrowserIdle(() => {
      for (const day of days.days) if (day.available) prefetchSlots(day.date);
    });
  }, [days, prefetchSlots]);
}

export function bookAppointment(body: TBookAppointmentRequest) {
  return api('POST /api/scheduling/book', { body });
}

/** The booking behind a personal link; no retry, a 404 is an answer. */
export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: apiKey('GET /api/scheduling/bookings/:token', bookingInput(token)),
    queryFn: () => api('GET /api/scheduling/bookings/:token', bookingInput(token)),
    staleTime: 0,
  });
}

export function cancelBooking(token: string) {
  return api('POST /api/scheduling/bookings/:token/cancel', { params: { token } });
}

export function rescheduleBooking(token: string, appointmentDate: string) {
  return api('POST /api/scheduling/bookings/:token/reschedule', { params: { token }, body: { appointmentDate } });
}
