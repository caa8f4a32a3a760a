export const E2E_PORT: number;
export const E2E_ADMIN_CODE: string;
export const E2E_SERVER_ENV: Record<string, string>;
