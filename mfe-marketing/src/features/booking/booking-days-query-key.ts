/** The bookable days' query key: read by the booking pages, seeded by the API with the days it rendered. */
export const BOOKING_DAYS_QUERY_KEY = ['/api/scheduling/days'] as const;
