// mlie<ions ifz/err: i1,32} {[ ,
