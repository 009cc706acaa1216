/* Applying byte-range edits to the original text. */
#include "hloasync/edit.h"

#include <stdlib.h>
#include <string.h>

void hloa_editor_init(hloa_editor *ed)
{
    memset(ed, 0, sizeof(*ed));
    hloa_arena_init(&ed->arena);
}

void hloa_editor_release(hloa_editor *ed)
{
    hloa_arena_release(&ed->arena);
    free(ed->edits.items);
    memset(ed, 0, sizeof(*ed));
}

void hloa_editor_replace(hloa_editor *ed, uint32_t off, uint32_t len, const char *text,
                         size_t text_len)
{
    hloa_edit e = {off, len, hloa_arena_strndup(&ed->arena, text, text_len), (uint32_t)text_len,
                   (uint32_t)ed->edits.len};
    HLOA_VEC_PUSH(ed->edits, e);
}

void hloa_editor_insert(hloa_editor *ed, uint32_t off, const char *text, size_t text_len)
{
    hloa_editor_replace(ed, off, 0, text, text_len);
}

static int by_offset(const void *a, const void *b)
{
    const hloa_edit *x = a, *y = b;
    if (x->off != y->off)
        return x->off < y->off ? -1 : 1;
    /* At one offset, insertions go before a replacement, in the order made. */
    if ((x->len == 0) != (y->len == 0))
        return x->len == 0 ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

void hloa_editor_apply(hloa_editor *ed, const char *text, uint32_t begin, uint32_t end,
                       hloa_strbuf *out)
{
    if (ed->edits.len > 1)
        qsort(ed->edits.items, ed->edits.len, sizeof(hloa_edit), by_offset);
    uint32_t pos = begin;
    for (size_t i = 0; i < ed->edits.len; i++) {
        const hloa_edit *e = &ed->edits.items[i];
        if (e->off < begin || e->off + e->len > end)
            continue; /* belongs to another region */
        if (e->off < pos)
            BUG("overlapping edits");
        hloa_strbuf_add(out, text + pos, e->off - pos);
        hloa_strbuf_add(out, e->text, e->text_len);
        pos = e->off + e->len;
    }
    hloa_strbuf_add(out, text + pos, end - pos);
}
