{ion_thre":I0
	}
}
