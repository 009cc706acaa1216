// vesync collectives: a ree.
nanunc.func public @main(%arg0tion.
module : tensor@<1as