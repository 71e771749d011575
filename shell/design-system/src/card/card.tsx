/// <reference path="../css-modules.d.ts" />
import type { HTMLAttributes } from 'react';
import * as styles from './card.module.css';

type DivProps = HTMLAttributes<HTMLDivElement>;

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export function Card({ className, ...props }: DivProps) {
  return <div className={join(styles.card, className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={join(styles.header, className)} {...props} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level that fits the page outline; defaults to h3. */
  as?: 'h2' | 'h3' | 'h4';
}

export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return <Heading className={join(styles.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={join(styles.description, className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={join(styles.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return <div className={join(styles.footer, className)} {...props} />;
}
