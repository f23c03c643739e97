import CheckOutlined from '@ant-design/icons/CheckOutlined';
import type { CSSProperties, ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';
import '@shop/antd-steps.css';

interface Props {
  /** Each step's title, in order. */
  titles: ReactNode[];
  /** The step the shopper is on, from 0: those before it are done (a tick, silent: the title says the step), those after it to come. */
  current: number;
  /** How a step's number is written in the page's digits (a step done shows its tick). */
  number: (step: number) => ReactNode;
  className?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

const status = (index: number, current: number) => (index < current ? 'finish' : index === current ? 'process' : 'wait');

/**
 * antd's Steps, as the shop uses it (steps to follow, not to click), drawn with antd's classes by the build's antd
 * style sheet: without the clickable, dotted, inline and progress steps antd's Steps carries in its script. The steps
 * stay in a row on a phone (antd's `responsive={false}`): the server cannot know the width, and stacking them once the
 * page ran moved the form under the shopper's finger.
 */
export default function PlainSteps({ titles, current, number, className }: Props) {
  const { prefix, scope } = useAntdClasses('steps', { ownVariables: false });
  const item = `${prefix}-item`;
  const root = prefix.slice(0, -'-steps'.length);
  return (
    <div
      className={classes(prefix, `${prefix}-horizontal`, `${prefix}-title-horizontal`, `${prefix}-filled`, className, scope)}
      style={{ [`--${root}-cmp-steps-items-offset`]: 0 } as CSSProperties}
    >
      {titles.map((title, index) => (
        <div key={index} className={classes(item, `${item}-${status(index, current)}`, index === current && `${item}-active`)}>
          <div className={`${item}-wrapper`}>
            <div className={`${item}-icon ${root}-wave-target`}>
              {index < current ? (
                <CheckOutlined className={`${item}-icon-finish`} aria-hidden />
              ) : (
                <span className={`${item}-icon-number`}>{number(index + 1)}</span>
              )}
            </div>
            <div className={`${item}-section`}>
              <div className={`${item}-header`}>
                <div className={`${item}-title`}>{title}</div>
                {index < titles.length - 1 && <div className={`${item}-rail ${item}-rail-${status(index + 1, current)}`} />}
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
