// An agent in the report tables: initials in a circle and the name. With `onOpen` the name is a button
// (the keyboard way into the agent's details; the whole row also opens them on click). The circle is a
// plain span rather than antd's Avatar (which measures and rescales its text on every render), coloured
// through antd's CSS variables: twenty rows of that is visible work for no gain with two letters.
import { memo } from 'react';
import { Button } from 'antd';
import { initialsOf } from '@live-agent/contracts';

export const AgentCell = memo(function AgentCell({
  name,
  onOpen,
  openLabel,
}: {
  name: string;
  onOpen?: () => void;
  openLabel?: string;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <span
        aria-hidden
        style={{
          flex: 'none',
          width: 28,
          height: 28,
          borderRadius: '50%',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 12,
          fontWeight: 500,
          color: 'var(--ant-color-primary, #1677ff)',
          background: 'var(--ant-color-primary-bg, #e6f4ff)',
        }}
      >
        {initialsOf(name)}
      </span>
      {onOpen ? (
        <Button
          type="link"
          size="small"
          className="la-agent-name"
          title={openLabel}
          style={{ padding: 0, height: 'auto', fontWeight: 500 }}
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {name}
        </Button>
      ) : (
        <span className="la-agent-name" style={{ fontWeight: 600 }}>
          {name}
        </span>
      )}
    </div>
  );
});
