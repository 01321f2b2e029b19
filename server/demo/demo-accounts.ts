/** Sign-in details of the demo accounts the demo dataset creates (shown in the README). */
export const DEMO_MANAGER = { email: 'manager@example.com', password: 'demo-manager-2026' } as const;
export const DEMO_BUILDING_ADMIN = { email: 'frontdesk@example.com', password: 'demo-desk-2026' } as const;
