import { useQuery } from '@tanstack/react-query';
import { ok, quire } from './client';

export const SESSION_KEY = ['teams', 'session'];
export const WORKSPACES_KEY = ['teams', 'workspaces'];
export const MEMBERS_KEY = ['teams', 'members'];
export const INVITATIONS_KEY = ['teams', 'invitations'];

/** Who is signed in, in which workspace, with which role. */
export const useSession = () => useQuery({ queryKey: SESSION_KEY, queryFn: () => ok(quire.raw.GET('/v1/auth/session')) });

export const useWorkspaces = () => useQuery({ queryKey: WORKSPACES_KEY, queryFn: () => ok(quire.raw.GET('/v1/workspaces')).then((r) => r.workspaces) });

export const useMembers = () => useQuery({ queryKey: MEMBERS_KEY, queryFn: () => ok(quire.raw.GET('/v1/members')).then((r) => r.members) });

export const useInvitations = (enabled: boolean) =>
  useQuery({ queryKey: INVITATIONS_KEY, enabled, queryFn: () => ok(quire.raw.GET('/v1/invitations')).then((r) => r.invitations) });
