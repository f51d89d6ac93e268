// set up later
