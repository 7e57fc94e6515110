import type { RouteObject } from 'react-router';
import {
  ApprovalListRoute,
  ApprovalRunRoute,
  CreateRunRoute,
  PayrollListRoute,
  PayrollSectionLayout,
  RunRoute,
} from '../routes/payroll-routes.tsx';

/** The sections as the router nests them (app/employer-area/employer-routes.ts), for the tests. */
export const payrollTestRoutes: RouteObject[] = [
  {
    path: '/payroll',
    element: <PayrollSectionLayout />,
    children: [
      { index: true, element: <PayrollListRoute /> },
      { path: 'new', element: <CreateRunRoute /> },
      { path: ':runId', element: <RunRoute /> },
      { path: ':runId/payslips/:payslipId', element: <p>Lönespecifikationen</p> },
    ],
  },
  {
    path: '/manager/approval',
    element: <PayrollSectionLayout />,
    children: [
      { index: true, element: <ApprovalListRoute /> },
      { path: ':runId', element: <ApprovalRunRoute /> },
    ],
  },
];
