import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiKey, errorStatus } from '@agency/api-client';
import { BOOKING_TEXT, formatPhone, type TTimeSlot } from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';
import { recordBookingAttempt } from './booking-attempts';
import {
  BOOKING_FIELD_IDS,
  EMPTY_BOOKING_DETAILS,
  confirmBlocker,
  detailsErrors,
  readyForMathCheck,
  toBookingRequest,
  withVisitorDetails,
  type BookingDetails,
  type DetailsErrors,
} from './booking-form.state';
import { useMathCheck } from './math-check';
import { bookAppointment, slotsInput } from './scheduling.api';

export interface BookedConsultation {
  startsAt: string;
  email: string;
}

type DetailField = keyof BookingDetails;

/** The key of the toast 'Confirm Booking' raises, so it can be taken back once what it asks for is done. */
const BLOCKER_TOAST = 'booking-blocker';

/**
 * The whole booking flow (spec part 1 §4): date (which resets the time), time, details with inline errors, the math
 * check once date, time, name and email are set, then 'Confirm Booking' with its checks, the call and its outcomes.
 */
export function useBooking() {
  const { toast, dismissToast, session } = usePlatform();
  const queryClient = useQueryClient();
  const mathCheck = useMathCheck();
  const [date, setDate] = useState<string>();
  const [slot, setSlot] = useState<TTimeSlot>();
  // A signed-in visitor has their name and e-mail filled in, also when the session is read after the form appeared.
  const user = session.status === 'signed-in' ? session.user : null;
  const [details, setDetails] = useState<BookingDetails>(() => withVisitorDetails(EMPTY_BOOKING_DETAILS, user));
  // Keyed by the account, not the session object: a field the visitor empties on purpose stays empty.
  const userId = user?.id;
  useEffect(() => {
    if (user) setDetails((current) => withVisitorDetails(current, user));
  }, [userId]);
  const [touched, setTouched] = useState<Partial<Record<DetailField, boolean>>>({});
  const [booked, setBooked] = useState<BookedConsultation>();
  /** Shown above the times after a 409: the chosen time went to someone else. */
  const [slotNotice, setSlotNotice] = useState<string>();
  /** 'Confirm Booking' was refused: from then on a missing date or time is said under its step too. */
  const [confirmTried, setConfirmTried] = useState(false);
  /** The words of the refusal toast on screen, if any. */
  const [toasted, setToasted] = useState<string>();
  // The keyboard goes to what needs attention once the marks are drawn, so its message is read with it.
  const [focusTarget, setFocusTarget] = useState<{ id: string }>();
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const chooseDate = useCallback((day: string | undefined) => {
    setDate(day);
    setSlot(undefined);
    setSlotNotice(undefined);
  }, []);

  const chooseSlot = useCallback((chosen: TTimeSlot) => {
    setSlot(chosen);
    setSlotNotice(undefined);
  }, []);

  const setDetail = useCallback((field: DetailField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    // Name and email are checked while typing (spec part 1 §5); the phone once the visitor leaves it.
    if (field === 'clientName' || field === 'clientEmail') setTouched((current) => ({ ...current, [field]: true }));
  }, []);

  const leaveDetail = useCallback((field: DetailField) => {
    if (field === 'clientPhone') setDetails((current) => ({ ...current, clientPhone: formatPhone(current.clientPhone) }));
    setTouched((current) => ({ ...current, [field]: current[field] || details[field].trim() !== '' }));
  }, [details]);

  const allErrors = useMemo(() => detailsErrors(details), [details]);
  // Kept while nothing it shows changes, so the details fields skip re-rendering when a day or a time is chosen.
  const errors = useMemo<DetailsErrors>(
    () => ({
      clientName: touched.clientName ? allErrors.clientName : undefined,
      clientEmail: touched.clientEmail ? allErrors.clientEmail : undefined,
      clientPhone: touched.clientPhone ? allErrors.clientPhone : undefined,
    }),
    [allErrors, touched],
  );

  const mutation = useMutation({
    mutationFn: ({ chosen, sent }: { chosen: TTimeSlot; sent: BookingDetails }) => bookAppointment(toBookingRequest(chosen, sent)),
    onSuccess: async (_created, { chosen, sent }) => {
      toast({ ...BOOKING_TEXT.booked, variant: 'success' });
      setBooked({ startsAt: chosen.startsAt, email: sent.clientEmail.trim().toLowerCase() });
      window.scrollTo({ top: 0 });
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/scheduling/slots') });
    },
    onError: async (error) => {
      const status = errorStatus(error);
      if (status === 409) {
        const message = apiErrorMessage(error, BOOKING_TEXT.bookingFailed.description);
        toast({ title: BOOKING_TEXT.bookingFailed.title, description: message, variant: 'destructive' });
        setSlot(undefined);
        setSlotNotice(message);
        if (date) await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/scheduling/slots', slotsInput(date)) });
        return;
      }
      if (status === 429) {
        toast({ ...BOOKING_TEXT.tooManyAttempts, variant: 'destructive' });
        return;
      }
      console.error('Booking: the consultation could not be booked', error);
      // A 400 carries the server's own words (a time that is no longer offered, say); anything else gets the spec's.
      const description = status === 400 ? apiErrorMessage(error, BOOKING_TEXT.bookingFailed.description) : BOOKING_TEXT.bookingFailed.description;
      toast({ title: BOOKING_TEXT.bookingFailed.title, description, variant: 'destructive' });
    },
  });

  // The refusal toast is taken back as soon as it no longer says what stops the booking (a time chosen, a name
  // typed, the question answered), so no message on screen asks for something already done.
  const { verified, requireAnswer } = mathCheck;
  useEffect(() => {
    if (!toasted) return;
    const blocker = confirmBlocker({ slot, date, details, verified, now: Date.now() });
    if (blocker && `${blocker.title}|${blocker.description ?? ''}` === toasted) return;
    setToasted(undefined);
    dismissToast?.(BLOCKER_TOAST);
  }, [toasted, slot, date, details, verified, dismissToast]);

  const confirm = useCallback(() => {
    if (mutation.isPending) return;
    const blocker = confirmBlocker({ slot, date, details, verified, now: Date.now() });
    if (blocker) {
      const { focus, ...shown } = blocker;
      toast({ ...shown, variant: 'destructive', key: BLOCKER_TOAST });
      setToasted(`${shown.title}|${shown.description ?? ''}`);
      // Once the visitor has tried to book, every field's problem shows (a locked-out browser has nothing to fix).
      if (blocker.title !== BOOKING_TEXT.tooManyAttempts.title) {
        setTouched({ clientName: true, clientEmail: true, clientPhone: true });
        setConfirmTried(true);
        if (focus === BOOKING_FIELD_IDS.math) requireAnswer();
      }
      if (focus) setFocusTarget({ id: focus });
      return;
    }
    if (!slot) return;
    recordBookingAttempt();
    mutation.mutate({ chosen: slot, sent: details });
  }, [mutation, slot, date, details, verified, requireAnswer, toast]);

  return {
    date,
    slot,
    details,
    errors,
    mathCheck,
    showMathCheck: readyForMathCheck(date, slot, details),
    /** Said under the date step after a refused 'Confirm Booking', until a date and time are chosen. */
    dateError: confirmTried && (!date || !slot) ? BOOKING_TEXT.missingInformation.description : undefined,
    booked,
    slotNotice,
    sending: mutation.isPending,
    chooseDate,
    chooseSlot,
    setDetail,
    leaveDetail,
    confirm,
  };
}

export type BookingFlow = ReturnType<typeof useBooking>;
