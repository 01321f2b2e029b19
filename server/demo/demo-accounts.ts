/** Sign-in details of the demo accounts the demo dataset creates (shown in the README). */
export const DEMO_MANAGER = { email: 'manager@example.com', password: 'demo-manager-2026' } as const;
export const DEMO_BUILDING_ADMIN = { email: 'frontdesk@example.com', password: 'demo-desk-2026' } as const;
/**
 * The demo resident who tries the residents' own pages (hOM Residents): the first resident of the first
 * demo building gets this e-mail; they sign in with the code mailed to it (no password).
 */
export const DEMO_RESIDENT = { email: 'resident@example.com' } as const;
