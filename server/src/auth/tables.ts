// Kysely types of the server's own secrets (migration 001_core): the generated JWT secret.
export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface AuthTables {
  app_secrets: AppSecretsTable;
}
