import { defaultWidgetTheme, type WidgetTheme } from "@dugout/contracts/signin-widget-constants";
import type { CSSProperties } from "react";

/** Theme overrides: any part of the theme, nested. */
export interface WidgetThemeOverrides {
  container?: Partial<WidgetTheme["container"]>;
  colors?: Partial<WidgetTheme["colors"]>;
  buttons?: Partial<Omit<WidgetTheme["buttons"], "primary" | "secondary" | "disabled">> & {
    primary?: Partial<WidgetTheme["buttons"]["primary"]>;
    secondary?: Partial<WidgetTheme["buttons"]["secondary"]>;
    disabled?: Partial<WidgetTheme["buttons"]["disabled"]>;
  };
  fontFamily?: string;
  hideHeaderText?: boolean;
  logo?: Partial<WidgetTheme["logo"]>;
}

export function resolveTheme(overrides: WidgetThemeOverrides = {}): WidgetTheme {
  const d = defaultWidgetTheme;
  const b = overrides.buttons ?? {};
  return {
    container: { ...d.container, ...overrides.container },
    colors: { ...d.colors, ...overrides.colors },
    buttons: {
      primary: { ...d.buttons.primary, ...b.primary },
      secondary: { ...d.buttons.secondary, ...b.secondary },
      disabled: { ...d.buttons.disabled, ...b.disabled },
      height: b.height ?? d.buttons.height,
      fontSize: b.fontSize ?? d.buttons.fontSize,
    },
    fontFamily: overrides.fontFamily ?? d.fontFamily,
    hideHeaderText: overrides.hideHeaderText ?? d.hideHeaderText,
    logo: { ...d.logo, ...overrides.logo },
  };
}

/** The theme as CSS custom properties on the widget's root, read by the stylesheet. */
export function themeVariables(theme: WidgetTheme): CSSProperties {
  const { container, colors, buttons } = theme;
  const vars: Record<string, string> = {
    "--dw-bg": container.backgroundColor,
    "--dw-border": container.borderColor,
    "--dw-radius": container.borderRadius,
    "--dw-width": container.width,
    "--dw-primary": colors.primary,
    "--dw-secondary": colors.secondary,
    "--dw-success": colors.success,
    "--dw-error": colors.error,
    "--dw-font": theme.fontFamily,
    "--dw-btn-h": buttons.height,
    "--dw-btn-fs": buttons.fontSize,
  };
  for (const kind of ["primary", "secondary", "disabled"] as const) {
    const button = buttons[kind];
    vars[`--dw-${kind}-bg`] = button.backgroundColor;
    vars[`--dw-${kind}-fg`] = button.textColor;
    vars[`--dw-${kind}-bd`] = button.borderColor;
    vars[`--dw-${kind}-r`] = button.borderRadius;
  }
  return vars;
}
