// Post-login target by the ctx query value (platform-shell §2.2).
export const CTX_TARGETS: Record<string, string> = {
  ai: '/home/intelligent/intelligent_create',
  intelligent_knowledge: '/home/intelligent/intelligent_knowledge',
  intelligentScene: '/home/intelligent/intelligent_scene',
  pcPersonal: '/login/l-has',
  organization: '/home/organization',
};

/** Unknown or absent ctx: the login host at #/login/l-has. */
export const targetForCtx = (ctx: string | null | undefined) => (ctx && CTX_TARGETS[ctx]) || '/login/l-has';
