import { Button, type ButtonProps } from './button.js';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.js';

/**
 * A button that shows only an icon: `label` is both its accessible name and its tooltip. The tooltip's timing
 * comes from the TooltipProvider around the screen (docs/product-spec.md, section 9: 700 ms, 300 ms between buttons).
 */
export function IconButton({ label, variant = 'outline', children, ...props }: Omit<ButtonProps, 'size' | 'aria-label'> & { label: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button size="icon" variant={variant} aria-label={label} {...props}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
