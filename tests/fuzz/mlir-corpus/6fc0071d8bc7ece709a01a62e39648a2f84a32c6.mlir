// verify/err/asyncbutes {execution>, tensor<hlo-async:
}

}
t
