import { signinWidgetConstants, toastConstants } from "@dugout/contracts/signin-widget-constants";

/**
 * The widget's stylesheet as a string, so it can be injected into a shadow root as well as into the
 * page. Every themable value is a custom property set on `.dw-root` (theme.ts).
 */
const widgetCss = `
.dw-root{box-sizing:border-box;width:var(--dw-width);max-width:100%;background:var(--dw-bg);border:1px solid var(--dw-border);border-radius:var(--dw-radius);padding:24px 32px;font-family:var(--dw-font);color:var(--dw-primary);display:flex;flex-direction:column;gap:16px;position:relative;text-align:left;line-height:1.4}
.dw-root *,.dw-root *::before,.dw-root *::after{box-sizing:border-box}
.dw-screen{display:flex;flex-direction:column;gap:16px}
.dw-logo{max-height:${signinWidgetConstants.logoMaxHeightPx}px;max-width:${signinWidgetConstants.logoMaxWidthPx}px;align-self:center}
.dw-title{margin:0;font-size:24px;font-weight:700;color:var(--dw-primary)}
.dw-title:focus{outline:none}
.dw-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
.dw-text{margin:0;color:var(--dw-primary);font-size:16px}
.dw-center{display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center}
.dw-section,.dw-form{display:flex;flex-direction:column;gap:12px}
.dw-field{display:flex;flex-direction:column;gap:4px}
.dw-label{font-size:14px;font-weight:600}
.dw-input{height:var(--dw-btn-h);border:1px solid var(--dw-secondary);border-radius:var(--dw-primary-r);padding:0 12px;font:inherit;font-size:16px;color:var(--dw-primary);background:#fff;width:100%}
.dw-input[readonly]{background:var(--dw-disabled-bg);color:var(--dw-secondary)}
.dw-input[aria-invalid=true]{border-color:var(--dw-error)}
.dw-field-error{margin:0;color:var(--dw-error);font-size:14px}
.dw-field-error a{color:var(--dw-error)}
.dw-btn{height:var(--dw-btn-h);font:inherit;font-size:var(--dw-btn-fs);font-weight:600;cursor:pointer;width:100%;border:1px solid;display:inline-flex;align-items:center;justify-content:center;gap:8px}
.dw-btn-primary{background:var(--dw-primary-bg);color:var(--dw-primary-fg);border-color:var(--dw-primary-bd);border-radius:var(--dw-primary-r)}
.dw-btn-secondary{background:var(--dw-secondary-bg);color:var(--dw-secondary-fg);border-color:var(--dw-secondary-bd);border-radius:var(--dw-secondary-r)}
.dw-btn:disabled{background:var(--dw-disabled-bg);color:var(--dw-disabled-fg);border-color:var(--dw-disabled-bd);border-radius:var(--dw-disabled-r);cursor:not-allowed}
.dw-btn-link{height:auto;width:auto;background:none;border:0;padding:0;color:var(--dw-primary);text-decoration:underline;font-size:16px;display:inline;align-self:flex-start}
.dw-btn-link:disabled{background:none;color:var(--dw-secondary)}
.dw-root :focus-visible{outline:3px solid #1d7bd8;outline-offset:2px}
.dw-back{background:none;border:0;padding:4px;margin:-4px;color:var(--dw-primary);cursor:pointer;align-self:flex-start;display:inline-flex}
.dw-divider{display:flex;align-items:center;gap:8px;color:var(--dw-secondary);font-size:14px}
.dw-divider::before,.dw-divider::after{content:"";flex:1;border-top:1px solid var(--dw-border)}
.dw-tabs{display:flex;border-bottom:1px solid var(--dw-border)}
.dw-tab{flex:1;background:none;border:0;border-bottom:3px solid transparent;padding:8px;font:inherit;color:var(--dw-secondary);cursor:pointer}
.dw-tab[aria-selected=true]{color:var(--dw-primary);border-bottom-color:var(--dw-primary);font-weight:700}
.dw-passcode{display:flex;gap:8px;justify-content:space-between}
.dw-digit{width:48px;height:56px;text-align:center;font-size:24px;border:1px solid var(--dw-secondary);border-radius:var(--dw-primary-r);color:var(--dw-primary);background:#fff;font-family:inherit;min-width:0}
.dw-digit[aria-invalid=true]{border-color:var(--dw-error)}
.dw-digit:disabled{background:var(--dw-disabled-bg);color:var(--dw-secondary)}
.dw-progress{height:4px;background:var(--dw-disabled-bg);border-radius:2px;overflow:hidden}
.dw-progress span{display:block;height:100%;width:0;background:var(--dw-success);animation:dw-fill ${signinWidgetConstants.progressBarMs}ms linear forwards}
@keyframes dw-fill{to{width:100%}}
.dw-verifying{display:flex;flex-direction:column;gap:8px}
.dw-expiry{font-size:14px;color:var(--dw-secondary)}
.dw-mail-links{list-style:none;margin:0;padding:0;display:flex;gap:12px;flex-wrap:wrap}
.dw-mail-links a{color:var(--dw-primary);font-weight:600}
.dw-password{display:flex;position:relative}
.dw-password .dw-input{padding-right:48px}
.dw-toggle{position:absolute;right:4px;top:50%;transform:translateY(-50%);background:none;border:0;color:var(--dw-secondary);cursor:pointer;padding:8px;display:inline-flex}
.dw-strength{display:flex;flex-direction:column;gap:6px;font-size:14px}
.dw-meter{display:flex;gap:4px}
.dw-seg{flex:1;height:4px;border-radius:2px;background:var(--dw-border)}
.dw-seg-on{background:var(--dw-error)}
.dw-meter-valid .dw-seg-on{background:var(--dw-success)}
.dw-hint{margin:0;color:var(--dw-secondary)}
.dw-warn{margin:0;color:var(--dw-error)}
.dw-passkey-list{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:8px}
.dw-passkey{display:flex;flex-direction:column;gap:6px;border:1px solid var(--dw-secondary);border-radius:4px;padding:8px}
.dw-passkey-name{font-weight:bold;overflow-wrap:anywhere}
.dw-passkey-actions{display:flex;gap:12px;align-items:center}
.dw-rules{margin:0;padding-left:20px;color:var(--dw-error)}
.dw-banner{border-radius:4px;padding:10px 12px;font-size:14px;border:1px solid;display:flex;align-items:flex-start;gap:8px}
.dw-banner-text{flex:1}
.dw-banner a{color:inherit}
.dw-banner-close{background:none;border:0;padding:0 4px;font-size:18px;line-height:1;cursor:pointer;color:inherit}
.dw-banner-error{color:var(--dw-error);border-color:var(--dw-error);background:#fdf2f2}
.dw-banner-warning{color:#6b4a00;border-color:#b58100;background:#fff8e6}
.dw-banner-success{color:var(--dw-success);border-color:var(--dw-success);background:#eef8f6}
.dw-check{display:block}
.dw-spinner{display:inline-block;width:14px;height:14px;border:2px solid var(--dw-border);border-top-color:var(--dw-primary);border-radius:50%;animation:dw-spin 1.4s linear infinite;vertical-align:middle}
@keyframes dw-spin{to{transform:rotate(360deg)}}
.dw-toasts{position:fixed;top:16px;left:50%;transform:translateX(-50%);display:flex;flex-direction:column;gap:8px;z-index:2147483000;pointer-events:none}
.dw-toast{pointer-events:auto;max-width:${toastConstants.maxWidthPx}px;background:#fff;color:var(--dw-primary);border-radius:8px;box-shadow:0 3px 10px rgba(0,0,0,.1),0 3px 3px rgba(0,0,0,.05);padding:8px 12px;display:flex;align-items:center;gap:8px;font-family:var(--dw-font);border-left:4px solid var(--dw-secondary);transition:opacity .3s}
.dw-toast-success{border-left-color:var(--dw-success)}
.dw-toast-error{border-left-color:var(--dw-error)}
.dw-toast-out{opacity:0}
.dw-toast-close{background:none;border:0;font-size:18px;cursor:pointer;color:var(--dw-secondary)}
.dw-config-error{color:var(--dw-error);margin:0}
.dw-one-tap{overflow:hidden}
.dw-dev-note{color:var(--dw-error);font-size:13px;margin:0}
.dw-one-tap-loading{display:flex;justify-content:center}
@media (prefers-reduced-motion:reduce){.dw-root *{animation-duration:.01ms!important;transition-duration:.01ms!important}}
`;

const styleId = "dugout-signin-widget-styles";

/** Adds the stylesheet once to a document head or a shadow root. */
export function injectStyles(target: Document | ShadowRoot): void {
  const container = "head" in target ? target.head : target;
  if (container.querySelector(`style#${styleId}`)) return;
  const style = (target instanceof ShadowRoot ? target.ownerDocument : target).createElement("style");
  style.id = styleId;
  style.textContent = widgetCss;
  container.prepend(style);
}
