// verify.err/async_operaO: aXLensor<
module nsor<9xf12>à„õ*ßßß%lí }
}
