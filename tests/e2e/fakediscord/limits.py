"""Discord's validation rules, as the fake enforces them.

Each checker returns Discord's nested `errors` object (empty when the payload is valid); the server
wraps it as `{"code": 50035, "message": "Invalid Form Body", "errors": ...}` with status 400.
"""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_ROWS = 5
MAX_ROW_ITEMS = 5
MAX_SELECT_OPTIONS = 25
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_FILES = 10
MAX_CHOICES = 25
EMBED_LIMITS = {"title": 256, "description": 4096}
MAX_EMBED_FIELDS = 25
MAX_MODAL_TITLE = 45
BUTTON, SELECT_TYPES, TEXT_INPUT = 2, {3, 5, 6, 7, 8}, 4


def error(code: str, text: str) -> Json:
    return {"_errors": [{"code": code, "message": text}]}


def too_long(limit: int) -> Json:
    return error("BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")


def message_errors(body: Json, n_files: int) -> Json:
    """Errors in a message create/edit body (content, embeds, components, file count)."""
    errors: Json = {}
    if len(body.get("content") or "") > MAX_CONTENT:
        errors["content"] = too_long(MAX_CONTENT)
    embeds = body.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        errors["embeds"] = too_long(MAX_EMBEDS)
    else:
        _put(errors, "embeds", _indexed(embeds, _embed_errors))
    components = body.get("components") or []
    if len(components) > MAX_ROWS:
        errors["components"] = too_long(MAX_ROWS)
    else:
        _put(errors, "components", _indexed(components, _row_errors))
        _put(errors, "components", _duplicate_ids(components))
    if n_files > MAX_FILES:
        errors["files"] = too_long(MAX_FILES)
    return errors


def is_empty(body: Json, n_files: int) -> bool:
    return not (body.get("content") or body.get("embeds") or body.get("components") or n_files
                or body.get("sticker_ids") or body.get("poll"))


def choices_errors(choices: list[Json]) -> Json:
    if len(choices) > MAX_CHOICES:
        return {"choices": too_long(MAX_CHOICES)}
    return _indexed(choices, lambda c: _lengths(c, {"name": 100}), "choices")


def modal_errors(data: Json) -> Json:
    errors = _lengths(data, {"title": MAX_MODAL_TITLE, "custom_id": MAX_CUSTOM_ID})
    if not 1 <= len(data.get("components") or []) <= MAX_ROWS:
        errors["components"] = error("BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
    return errors


def _embed_errors(embed: Json) -> Json:
    errors = _lengths(embed, EMBED_LIMITS)
    if len(embed.get("fields") or []) > MAX_EMBED_FIELDS:
        errors["fields"] = too_long(MAX_EMBED_FIELDS)
    return errors


def _row_errors(row: Json) -> Json:
    if row.get("type") != 1:
        return {"type": error("COMPONENT_LAYOUT_WIDTH_EXCEEDED", "Top-level components must be action rows.")}
    items = row.get("components") or []
    if len(items) > MAX_ROW_ITEMS:
        return {"components": too_long(MAX_ROW_ITEMS)}
    if len(items) > 1 and any(i.get("type") in SELECT_TYPES for i in items):
        return {"components": error("COMPONENT_LAYOUT_WIDTH_EXCEEDED", "A select must be alone in its row.")}
    return _indexed(items, _item_errors, "components")


def _item_errors(item: Json) -> Json:
    errors = _lengths(item, {"custom_id": MAX_CUSTOM_ID, "label": MAX_LABEL, "placeholder": 150})
    if item.get("type") == BUTTON:
        is_link = item.get("style") == 5
        if is_link != ("url" in item) or is_link == ("custom_id" in item):
            errors["custom_id"] = error("BUTTON_COMPONENT_INVALID", "A link button needs a url and no "
                                        "custom_id; other buttons need a custom_id.")
        if not item.get("label") and not item.get("emoji"):
            errors["label"] = error("BUTTON_COMPONENT_INVALID", "A button needs a label or an emoji.")
    elif item.get("type") == 3:
        options = item.get("options") or []
        if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            errors["options"] = error("BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length.")
        else:
            limits = {"label": 100, "value": 100, "description": 100}
            _put(errors, "options", _indexed(options, lambda o: _lengths(o, limits)))
    if item.get("type") in SELECT_TYPES and not 0 <= item.get("min_values", 1) <= item.get("max_values", 1) \
            <= MAX_SELECT_OPTIONS:
        errors["max_values"] = error("BASE_TYPE_BAD_RANGE", "min_values/max_values out of range.")
    return errors


def _duplicate_ids(rows: list[Json]) -> Json:
    ids = [i["custom_id"] for r in rows for i in r.get("components") or [] if "custom_id" in i]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    return error("COMPONENT_CUSTOM_ID_DUPLICATED", f"Duplicate custom_id {dupes}") if dupes else {}


def _lengths(obj: Json, limits: dict[str, int]) -> Json:
    return {key: too_long(limit) for key, limit in limits.items() if len(str(obj.get(key) or "")) > limit}


def _indexed(items: list[Json], check: Any, key: str | None = None) -> Json:
    found = {str(i): err for i, it in enumerate(items) if (err := check(it))}
    return {key: found} if key and found else found


def _put(errors: Json, key: str, found: Json) -> None:
    if found:
        errors.setdefault(key, {}).update(found)
