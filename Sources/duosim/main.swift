import DuosimCLI

Duosim.main()
