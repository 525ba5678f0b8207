// The operators' chat desk (GET /ops/chat/desk). Plain script, no build: it asks for the
// operator key, lists the conversations (unread first), shows one and answers it, and follows
// GET /ops/chat/events (read with fetch, which can send the key header; EventSource cannot).
// Every text from members is put in with textContent: never as HTML.
/* global document */
'use strict';

const state = { key: '', operator: '', current: null, lastId: 0, stream: null };
const $ = (id) => document.getElementById(id);

async function call(method, url, payload) {
  const response = await fetch(url, {
    method,
    headers: Object.assign(
      { 'x-operator-key': state.key },
      payload ? { 'content-type': 'application/json' } : {},
    ),
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const answer = await response.json().catch(() => null);
  if (!answer || !answer.success) {
    throw new Error((answer && answer.message) || `HTTP ${response.status}`);
  }
  return answer.value;
}

const time = (iso) => new Date(iso).toLocaleString();

async function loadList() {
  const closed = $('show-closed').checked;
  const rows = await call('GET', `/ops/chat/conversations${closed ? '' : '?status=OPEN'}`);
  const list = $('conversations');
  list.replaceChildren(
    ...rows.map((row) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.id = String(row.id);
      button.setAttribute('aria-current', String(row.id === state.current));
      const who = document.createElement('span');
      who.className = 'who';
      who.textContent = `${row.username}${row.status === 'CLOSED' ? ' (closed)' : ''}`;
      button.append(who);
      if (row.unread > 0) {
        const badge = document.createElement('span');
        badge.className = 'badge';
        badge.textContent = row.unread > 99 ? '99+' : String(row.unread);
        badge.setAttribute('aria-label', `${row.unread} unread`);
        button.append(badge);
      }
      const preview = document.createElement('span');
      preview.className = 'preview';
      preview.textContent = row.preview;
      const when = document.createElement('time');
      when.dateTime = row.lastMessageAt;
      when.textContent = time(row.lastMessageAt);
      button.append(preview, when);
      button.addEventListener('click', () => void openConversation(row.id));
      item.append(button);
      return item;
    }),
  );
  $('list-empty').hidden = rows.length > 0;
}

function appendMessages(messages) {
  const list = $('messages');
  for (const message of messages) {
    if (message.id <= state.lastId) continue;
    const item = document.createElement('li');
    item.className = message.author;
    item.textContent = message.text;
    const when = document.createElement('time');
    when.dateTime = message.createdAt;
    const by = message.author === 'operator' ? `${message.operator || 'support'} · ` : '';
    when.textContent = by + time(message.createdAt);
    item.append(when);
    list.append(item);
    state.lastId = message.id;
  }
  list.scrollTop = list.scrollHeight;
}

async function openConversation(id) {
  state.current = id;
  state.lastId = 0;
  $('messages').replaceChildren();
  const thread = await call('GET', `/ops/chat/conversations/${id}`);
  $('thread-title').textContent = `${thread.conversation.username} — #${id}`;
  const open = thread.conversation.status === 'OPEN';
  $('composer').hidden = !open;
  $('close-conversation').hidden = !open;
  appendMessages(thread.messages);
  await loadList();
  if (open) $('answer').focus();
}

async function refreshCurrent() {
  if (state.current === null) return;
  const thread = await call(
    'GET',
    `/ops/chat/conversations/${state.current}?after=${state.lastId}`,
  );
  appendMessages(thread.messages);
}

/** Follows the event stream; reconnects after a pause when it ends or fails. */
async function follow() {
  const controller = new AbortController();
  state.stream = controller;
  try {
    const response = await fetch('/ops/chat/events', {
      headers: { 'x-operator-key': state.key },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    $('live').textContent = 'Live';
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (/^event: message$/m.test(block)) {
          const data = JSON.parse(/^data: (.*)$/m.exec(block)[1]);
          if (data.conversationId === state.current) await refreshCurrent();
          await loadList();
        }
      }
    }
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn('chat desk: event stream', error);
  }
  $('live').textContent = 'Reconnecting…';
  setTimeout(
    () =>
      void follow()
        .then(loadList)
        .catch(() => {}),
    3000,
  );
}

$('sign-in').addEventListener('submit', async (event) => {
  event.preventDefault();
  state.key = $('key').value;
  state.operator = $('operator').value;
  try {
    await loadList();
  } catch (error) {
    $('sign-in-error').textContent = `Could not open the desk: ${error.message}`;
    return;
  }
  sessionStorage.setItem('chat-desk-operator', state.operator);
  $('sign-in').hidden = true;
  $('desk').hidden = false;
  void follow();
});

$('show-closed').addEventListener('change', () => void loadList());

$('composer').addEventListener('submit', async (event) => {
  event.preventDefault();
  const text = $('answer').value;
  if (!text.trim() || state.current === null) return;
  $('composer-error').textContent = '';
  try {
    await call('POST', `/ops/chat/conversations/${state.current}/messages`, {
      operator: state.operator,
      lines: text.split(/\r?\n/),
    });
    $('answer').value = '';
    await refreshCurrent();
    await loadList();
  } catch (error) {
    $('composer-error').textContent = error.message;
  }
});

// Enter sends, Shift+Enter starts a new line (as on the member's page).
$('answer').addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
    event.preventDefault();
    $('composer').requestSubmit();
  }
});

$('close-conversation').addEventListener('click', async () => {
  if (state.current === null) return;
  try {
    await call('POST', `/ops/chat/conversations/${state.current}/close`, {
      operator: state.operator,
    });
    await openConversation(state.current);
  } catch (error) {
    $('composer-error').textContent = error.message;
  }
});

$('operator').value = sessionStorage.getItem('chat-desk-operator') || '';
