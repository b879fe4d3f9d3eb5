print("habitat")
