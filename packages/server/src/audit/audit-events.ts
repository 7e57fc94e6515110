/**
 * Every audit action the product writes, with the entity type its row carries. Adding an action means
 * adding it here: the operator's audit view and future exports read `action` and `entity_type`, and
 * a misspelt action would silently start a new kind of event.
 */
export const AUDIT_ACTIONS = {
  'identity.created-by-email': 'identity',
  'identity.created-by-bankid': 'identity',
  'identity.password-reset': 'identity',
  'identity.bankid-linked': 'identity',
  'identity.email-linked': 'identity',
  'employer.created': 'employer',
  'employer.vacation-year-end-started': 'employer',
  'employee.created': 'employee',
  'employee.updated': 'employee',
  'employee.archived': 'employee',
  'employee.restored': 'employee',
  'employee.terminated': 'employee',
  'employee.opening-balances-set': 'employee',
  'employee.vacation-year-closed': 'employee',
  'employee.personal-data-exported': 'employee',
  'employment.created': 'employee',
  'employment.updated': 'employee',
  'salary-row.added': 'employee',
  'tenant-manager.operator-added': 'tenant_manager_operator',
  'tenant-packaging.activated': 'tenant_packaging',
  'packaging-privilege.updated': 'packaging_privilege',
  'workplace.created': 'workplace',
  'workplace.updated': 'workplace',
  'workplace.archived': 'workplace',
  'workplace.restored': 'workplace',
  'dimension-object.created': 'dimension_object',
  'dimension-object.updated': 'dimension_object',
  'dimension-object.deleted': 'dimension_object',
  'salary-type.created': 'salary_type',
  'salary-type.updated': 'salary_type',
  'salary-type.version-added': 'salary_type',
  'settings.updated': 'employer_setting',
  'event.reported': 'event',
  'event.updated': 'event',
  'event.deleted': 'event',
  'event.attested': 'event',
  'event.rejected': 'event',
  'event.paid': 'event',
  'event-ready-marker.set': 'event_ready_marker',
  'event-ready-marker.cleared': 'event_ready_marker',
  'employer.renamed': 'employer',
  'payroll-run.created': 'payroll_run',
  'payroll-run.deleted': 'payroll_run',
  'payroll-run.calculation-started': 'payroll_run',
  'payroll-run.employee-recalculated': 'payroll_run',
  'payroll-run.approved': 'payroll_run',
  'payroll-run.aborted': 'payroll_run',
  'payroll-run.completed': 'payroll_run',
  'agi-declaration.created': 'agi_declaration',
  'agi-declaration.downloaded': 'agi_declaration',
  'agi-declaration.submitted': 'agi_declaration',
  'bank-file.created': 'bank_file',
  'bank-file.downloaded': 'bank_file',
  'bank-file.sent': 'bank_file',
  'sie-file.downloaded': 'employer',
  'data-export.downloaded': 'employer',
  'user-invitation.created': 'user_invitation',
  'user-invitation.resent': 'user_invitation',
  'user-invitation.withdrawn': 'user_invitation',
  'user-invitation.accepted': 'user_invitation',
  'user-role.granted': 'employer_identity_role',
  'user-role.revoked': 'employer_identity_role',
  'privilege-group.created': 'privilege_group',
  'privilege-group.updated': 'privilege_group',
  'privilege-group.deleted': 'privilege_group',
  'api-token.created': 'api_token',
  'api-token.revoked': 'api_token',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** An audit action of one entity type, e.g. `AuditActionOf<'employee'>` for the employee register. */
export type AuditActionOf<EntityType extends string> = {
  [A in AuditAction]: (typeof AUDIT_ACTIONS)[A] extends EntityType ? A : never;
}[AuditAction];

/**
 * The entity types that belong to no company: an identity is a person across companies, the
 * operators and packagings are the tenant manager's. Every other entity type is a company's, and its
 * events must name the company (`employerId`): the process history reads the audit by it, so an event
 * of a row deleted since still shows in its company's history.
 */
export const NON_EMPLOYER_ENTITY_TYPES = [
  'identity',
  'tenant_manager_operator',
  'packaging_privilege',
] as const;

type NonEmployerEntityType = (typeof NON_EMPLOYER_ENTITY_TYPES)[number];

/** A company's entity needs its employer; a new entity type is a company's unless listed above. */
type EmployerOf<EntityType> = EntityType extends NonEmployerEntityType
  ? { employerId?: null }
  : { employerId: string };

/** One change to record: the action fixes the entity type, and the entity type whether it needs the employer. */
export type AuditEvent = {
  [A in AuditAction]: {
    action: A;
    entityType: (typeof AUDIT_ACTIONS)[A];
    entityId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  } & EmployerOf<(typeof AUDIT_ACTIONS)[A]>;
}[AuditAction];
