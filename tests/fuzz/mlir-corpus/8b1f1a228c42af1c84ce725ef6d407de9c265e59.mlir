/? vealled_computatiof = @host_work, eibutes.hlo in Mne @jite that has no body
func.fu noth nungrsi while the all-gaan2, mhlurn !stablehlo.future<>
  }
}
