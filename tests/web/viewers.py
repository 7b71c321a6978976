"""`python -m tests.web.viewers URL GAME` with one session cookie a line on stdin: that many readers of one
game, in this process of their own (so their work is not counted as the bot's), each as the page's script
behaves: the page and its picture once, the live stream held open (each event carries the words and the
picture's URL), and after each new version (within 0.8 s of it) the picture at its new URL, which a
browser keeps (a URL fetched once is not fetched again). Prints "ready" once every stream is open, then runs until
it is killed; errors end it with a line on stderr."""

from __future__ import annotations

import asyncio
import json
import random
import sys

import aiohttp

COOKIE = "bh_session"


async def viewer(url: str, game: int, number: int, cookie: str, ready: asyncio.Queue[int]) -> None:
    headers = {"X-Forwarded-For": f"10.0.{number // 250}.{number % 250 + 1}"}
    async with aiohttp.ClientSession(url, headers=headers, cookies={COOKIE: cookie}) as http:
        kept: set[str] = set()  # the browser's cache: every picture's URL names its version and view
        for path in (f"/game/{game}", f"/game/{game}/table.png"):
            answer = await http.get(path)
            assert answer.status == 200, (path, answer.status)
            await answer.read()
            kept.add(answer.url.path_qs)
        async with http.get(f"/game/{game}/live") as stream:
            assert stream.status == 200, stream.status
            ready.put_nowait(number)
            while line := await stream.content.readline():
                if line.startswith(b"data:"):
                    picture = json.loads(line[5:])["picture"]
                    await asyncio.sleep(random.random() * 0.8)
                    if picture not in kept:
                        answer = await http.get(picture)
                        assert answer.status == 200, (picture, answer.status)
                        await answer.read()
                        kept.add(picture)
    raise AssertionError(f"viewer {number}'s stream ended")


async def main(url: str, game: int, cookies: list[str]) -> None:
    ready: asyncio.Queue[int] = asyncio.Queue()
    tasks = [asyncio.create_task(viewer(url, game, n, c, ready)) for n, c in enumerate(cookies)]
    for _ in cookies:
        await ready.get()
    print("ready", flush=True)
    done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    for task in done:
        task.result()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.stdin.read().split()))
