import { ConfigError } from '../config/parse-env';
import { loadLeadsConfig } from './leads.config';

describe('the leads rate-limit settings', () => {
  it('counts 5 per e-mail and 30 per client address in 10 minutes by default', () => {
    expect(loadLeadsConfig({})).toEqual({ rateLimit: 5, addressRateLimit: 30, rateWindowMinutes: 10 });
  });

  it('takes both limits and the window from the environment', () => {
    expect(loadLeadsConfig({ LEADS_RATE_LIMIT: '3', LEADS_ADDRESS_RATE_LIMIT: '50', LEADS_RATE_WINDOW_MINUTES: '15' })).toEqual({
      rateLimit: 3,
      addressRateLimit: 50,
      rateWindowMinutes: 15,
    });
  });

  it('raises the unset address ceiling to a per-e-mail limit set above it', () => {
    expect(loadLeadsConfig({ LEADS_RATE_LIMIT: '1000' }).addressRateLimit).toBe(1000);
  });

  it('refuses an address ceiling below the per-e-mail limit, naming both settings', () => {
    expect(() => loadLeadsConfig({ LEADS_RATE_LIMIT: '10', LEADS_ADDRESS_RATE_LIMIT: '5' })).toThrow(ConfigError);
    expect(() => loadLeadsConfig({ LEADS_RATE_LIMIT: '10', LEADS_ADDRESS_RATE_LIMIT: '5' })).toThrow(
      'LEADS_ADDRESS_RATE_LIMIT: must be at least LEADS_RATE_LIMIT (10)',
    );
  });
});
